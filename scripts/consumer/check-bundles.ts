import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, run } from './consumer-failure.ts';

/** Most that importing `footballReturnRate` alone may add to a page, gzip bytes. */
export const RETURN_RATE_BUDGET_BYTES = 1024;
/** Bytes a side-effect-only import of every entry may add: rounding of the minifier's output. */
const BARE_IMPORT_SLACK_BYTES = 16;

/**
 * Root class names of ui components other than Tabs (the data table, banner, pull-to-refresh, data
 * board, line chart, points table): none may reach a bundle that imports only Tabs. Each must still
 * occur in the package, so the check cannot pass by a rename.
 */
const OTHER_COMPONENT_MARKERS = [
  'kq-table',
  'kq-banner',
  'kq-pull-refresh',
  'kq-board',
  'kq-line-chart',
  'kq-points',
];

/** The JavaScript of the installed @kanqiu/ui, as the app resolved it. */
function readUiDist(appDir: string): string {
  const dist = path.join(appDir, 'node_modules/@kanqiu/ui/dist');
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
}

/** The built files of one probe: JavaScript and CSS, each with its gzip size. */
interface ProbeOutput {
  js: string;
  css: string;
  jsGzip: number;
  cssGzip: number;
  chunks: number;
}

/** The tree-shaking figures the test measured, gzip bytes. */
export interface BundleFigures {
  returnRateBytes: number;
  tabsBytes: number;
  tabsCssBytes: number;
  bareImportBytes: number;
}

function readProbe(appDir: string, name: string): ProbeOutput {
  const dir = path.join(appDir, 'dist-probes', name, 'assets');
  const files = readdirSync(dir);
  const read = (ext: string) =>
    files
      .filter((file) => file.endsWith(ext))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
  const js = read('.js');
  const css = read('.css');
  return {
    js,
    css,
    jsGzip: gzipSync(js, { level: 9 }).length,
    cssGzip: css ? gzipSync(css, { level: 9 }).length : 0,
    chunks: files.filter((file) => file.endsWith('.js')).length,
  };
}

/** Type-checks the app under both module resolutions a consumer may use. */
export function typeCheck(appDir: string): void {
  for (const resolution of ['bundler', 'node16']) {
    run('pnpm', ['exec', 'tsc', '-p', `tsconfig.${resolution}.json`], {
      cwd: appDir,
      what: `the consumer app does not type-check with moduleResolution "${resolution}": a package's exports map, its .d.ts files or an exported type broke`,
    });
  }
}

/** Renders every ui component with react-dom/server in Node, with the browser globals trapped. */
export function serverRender(appDir: string): string {
  return run('node', ['ssr-check.ts'], {
    cwd: appDir,
    what: 'the server-side render failed: a package reads a browser global when imported, or a component cannot render without a DOM',
  });
}

/** Builds the app and each tree-shaking probe with Vite, then checks what the probes bundled. */
export function buildAndMeasure(appDir: string): BundleFigures {
  run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: appDir,
    what: 'Vite could not build the consumer app from the packed packages',
  });
  run('node', ['build-probes.ts'], {
    cwd: appDir,
    what: 'Vite could not build the tree-shaking probes',
  });
  const baseline = readProbe(appDir, 'baseline');
  const bare = readProbe(appDir, 'bare-imports');
  const returnRate = readProbe(appDir, 'core-return-rate');
  const react = readProbe(appDir, 'react-baseline');
  const tabs = readProbe(appDir, 'ui-tabs');

  const bareImportBytes = bare.jsGzip - baseline.jsGzip;
  expect(
    bareImportBytes <= BARE_IMPORT_SLACK_BYTES,
    `importing the packages for side effects only adds ${bareImportBytes} B gzip of JavaScript: a module runs code at import time or "sideEffects" is wrong.\n    kept: ${bare.js.slice(0, 400)}`,
  );
  const returnRateBytes = returnRate.jsGzip - baseline.jsGzip;
  expect(
    returnRateBytes < RETURN_RATE_BUDGET_BYTES,
    `importing only footballReturnRate from @kanqiu/core adds ${returnRateBytes} B gzip (budget ${RETURN_RATE_BUDGET_BYTES} B): @kanqiu/core no longer tree-shakes`,
  );
  expect(
    !returnRate.js.includes('~standard'),
    'importing only footballReturnRate from @kanqiu/core pulls in the contract schemas (valibot)',
  );

  const tabsBytes = tabs.jsGzip - react.jsGzip;
  expect(
    !/swiper/i.test(tabs.js) && tabs.chunks === 1,
    `importing only Tabs from @kanqiu/ui bundles Swiper (${tabs.chunks} chunks): the banner carousel is no longer split off`,
  );
  const uiCode = readUiDist(appDir);
  for (const marker of OTHER_COMPONENT_MARKERS) {
    expect(
      uiCode.includes(`"${marker}"`),
      `the class name "${marker}" is gone from @kanqiu/ui: update OTHER_COMPONENT_MARKERS in scripts/consumer/check-bundles.ts`,
    );
    expect(
      !tabs.js.includes(marker),
      `importing only Tabs from @kanqiu/ui bundles "${marker}" code: @kanqiu/ui no longer tree-shakes`,
    );
  }
  expect(tabs.js.includes('kq-tabs'), 'the Tabs probe does not contain the Tabs component');
  expect(
    tabs.css.includes('.kq-tabs') && tabs.css.includes('--kq-color-bg'),
    'the stylesheet imported as "@kanqiu/ui/style.css" was dropped from the build (theme variables or .kq-tabs missing): "sideEffects" must keep CSS',
  );
  return { returnRateBytes, tabsBytes, tabsCssBytes: tabs.cssGzip, bareImportBytes };
}
