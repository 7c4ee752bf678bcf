/**
 * Saves the real page payloads the match-page showcases are composed from (src/fixtures/*-page.json):
 * starts the built local server with the debug calls on, moves each match to its final whistle, and
 * writes the page the server would push for its scene. Run after a build when the contract of a
 * match page changes (its stories then fail with "no longer matches the contract"):
 *
 *   pnpm --filter @kanqiu/ui save:fixtures
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = path.join(root, 'packages/ui/src/fixtures');

/** The match pages saved, at their final whistle. */
const PAGES = [
  {
    file: 'football-final-page.json',
    matchId: '2058017',
    scene: 'detail_football_match_id_2058017',
  },
  {
    file: 'nba-finals-game5-page.json',
    matchId: '401656363',
    scene: 'detail_basketball_match_id_401656363',
  },
];
/** Seconds after the final whistle: inside the pause before the replay starts over. */
const AFTER_WHISTLE_SEC = 1;

const store = mkdtempSync(path.join(tmpdir(), 'kanqiu-fixtures-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    REPLAY_DEBUG: '1',
    // Real time: the finished page stays put while it is read.
    REPLAY_SPEED: '1',
    KANQIU_STORE_DIR: store,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

try {
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  const post = async (call: string, body: unknown) => {
    const answer = (await (
      await fetch(`${origin}${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { code: number; msg: string; data: Record<string, unknown> };
    if (answer.code !== 1) throw new Error(`${call}: ${answer.code} ${answer.msg}`);
    return answer.data;
  };
  const matches = (await (await fetch(`${origin}/api/matches`)).json()) as {
    data: { matches: { match_id: string; duration_sec: number }[] };
  };
  for (const { file, matchId, scene } of PAGES) {
    const match = matches.data.matches.find((entry) => entry.match_id === matchId);
    if (!match) throw new Error(`the server has no match ${matchId}`);
    await post('/api/debug/replay', {
      match_id: matchId,
      t: match.duration_sec + AFTER_WHISTLE_SEC,
    });
    const { page } = (await post('/api/user/userScene', { scene })) as {
      page: { status_id: number; status_label: string } | null;
    };
    if (page?.status_id !== 10) throw new Error(`${scene} is not finished: ${page?.status_label}`);
    writeFileSync(path.join(fixtures, file), `${JSON.stringify(page, null, 2)}\n`);
    console.log(`src/fixtures/${file}  (${scene}, ${page.status_label})`);
  }
  spawnSync('pnpm', ['exec', 'biome', 'format', '--write', fixtures], {
    cwd: root,
    stdio: 'inherit',
  });
} finally {
  server.kill('SIGTERM');
  rmSync(store, { recursive: true, force: true });
}
