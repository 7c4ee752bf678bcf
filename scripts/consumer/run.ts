// The consumer test: installs the four publishable packages the way another team's app would and
// proves they work there. It packs each package, installs the tarballs into a fresh Vite + React +
// TypeScript app in a temporary folder (no workspace, no links, no aliases), type-checks it under
// `moduleResolution` bundler and node16, renders the ui components on the server, builds it, checks
// tree-shaking on that build, and runs it in Chromium against the local server with a fake native
// host. Run by the test command after the build; see docs/packages.md.
//
//   node scripts/consumer/run.ts [--keep]
//
// KANQIU_CONSUMER_PORT picks the local server's port (default: one the OS picks); --keep leaves the
// temporary folder for a look.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkInBrowser } from './check-browser.ts';
import {
  buildAndMeasure,
  RETURN_RATE_BUDGET_BYTES,
  serverRender,
  typeCheck,
} from './check-bundles.ts';
import { ConsumerFailure } from './consumer-failure.ts';
import { installApp } from './install-app.ts';
import { startLocalServer } from './local-server.ts';
import { packPackages } from './pack-packages.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const keep = process.argv.includes('--keep');
const work = mkdtempSync(path.join(tmpdir(), 'kanqiu-consumer-'));
const tarballs = path.join(work, 'tarballs');
const appDir = path.join(work, 'app');
mkdirSync(tarballs);
const started = performance.now();

function step(label: string): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[consumer] ${seconds.padStart(5)} s  ${label}`);
}

try {
  step('packing @kanqiu/core, net, bridge and ui');
  const packed = packPackages(root, tarballs);
  step(`installing ${packed.map((pkg) => `${pkg.name}@${pkg.version}`).join(', ')} into ${appDir}`);
  installApp(root, appDir, packed);
  step('type-checking with moduleResolution bundler and node16');
  typeCheck(appDir);
  step('server-side render with react-dom/server');
  console.log(`           ${serverRender(appDir)}`);
  step('building the app and the tree-shaking probes with Vite');
  const figures = buildAndMeasure(appDir);
  console.log(
    `           footballReturnRate alone: +${figures.returnRateBytes} B gzip (budget ${RETURN_RATE_BUDGET_BYTES} B); Tabs alone: +${figures.tabsBytes} B JS + ${figures.tabsCssBytes} B CSS gzip, no Swiper, no table; side-effect-only imports: +${figures.bareImportBytes} B`,
  );
  step('starting the local server');
  const server = await startLocalServer(
    root,
    path.join(work, 'store'),
    Number(process.env.KANQIU_CONSUMER_PORT ?? 0),
  );
  try {
    step(`rendering in Chromium against ${server.origin}`);
    const screenshot = await checkInBrowser(appDir, server.origin);
    if (keep) console.log(`           screenshot: ${screenshot}`);
  } finally {
    await server.stop();
  }
  step('the packed packages work in a fresh app');
} catch (error) {
  const message = error instanceof ConsumerFailure ? error.message : String(error);
  console.error(`\n[consumer] FAILED: ${message}\n`);
  if (error instanceof ConsumerFailure) {
    console.error(`[consumer] the app is kept for a look: ${appDir}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
} finally {
  if (!keep && process.exitCode !== 1) rmSync(work, { recursive: true, force: true });
}
