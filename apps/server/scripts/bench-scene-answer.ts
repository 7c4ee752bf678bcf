// The cost of one `userScene` snapshot call to the server, read as CPU time rather than wall-clock
// (docs/performance.md, "The scene's answer prepared once per change"): on a shared machine the
// calls per second move with everyone else's work, the server's own CPU time per call much less.
// Starts the built server (`dist/main.js`) with four live football scenes late in their matches
// (one change about every second at 30×), sends `--calls` snapshot calls with `Accept-Encoding:
// --encoding`, `--concurrency` at once, reads each answer's bytes as sent (no decoding on this
// side), and reports the server's CPU time per call from /proc (the replay's own work during the
// run included, the same in every run).
//
// Usage: node scripts/bench-scene-answer.ts [--calls 4000] [--encoding br] [--concurrency 16]
//          [--json FILE]   (after a build; run from apps/server)
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { sleep, startBenchServer } from './bench-server.ts';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '4000' },
    encoding: { type: 'string', default: 'br' },
    concurrency: { type: 'string', default: '16' },
    json: { type: 'string' },
  },
});
const CALLS = Number(values.calls);
const CONCURRENCY = Number(values.concurrency);
/** World Cup knock-out matches, as in the fan-out benchmark. */
const MATCH_IDS = ['2058017', '2058016', '2058015', '2058014'];
const REPLAY_SPEED = 30;
/** 75–78 minutes in: a page holding most of a match's incidents, as fans see most of the time. */
const LATE_IN_MATCH_S = 75 * 60;
/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK` on Linux). */
const CLOCK_TICKS_PER_SEC = 100;

/** The process's user and system CPU time so far, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000) / CLOCK_TICKS_PER_SEC;
}

/** One snapshot call of `scene`; resolves with the answer's size as sent. */
function call(origin: string, scene: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${origin}/api/user/userScene`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': values.encoding },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(bytes)
            : reject(new Error(`${response.statusCode}`)),
        );
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify({ scene }));
  });
}

/** The answer's `code` (read decoded, by `fetch`). */
async function snapshotCode(origin: string, scene: string): Promise<number | undefined> {
  const response = await fetch(`${origin}/api/user/userScene`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scene }),
  });
  return ((await response.json()) as { code?: number }).code;
}

const server = await startBenchServer({
  clients: 1,
  starts: MATCH_IDS.map((id, i) => `${id}:${LATE_IN_MATCH_S + i * 60}`),
  replaySpeed: REPLAY_SPEED,
  processes: 1,
  redis: false,
});
try {
  const scenes = MATCH_IDS.map((id) => `detail_football_match_id_${id}`);
  // Every scene served (the replay is converted in the background) before anything is counted.
  for (const scene of scenes) {
    for (let i = 0; i < 300 && (await snapshotCode(server.origin, scene)) !== 1; i++)
      await sleep(100);
  }
  // Warm-up: every scene's page built and the server's code compiled.
  for (let i = 0; i < 400; i++) await call(server.origin, scenes[i % scenes.length] as string);
  const pid = server.child.pid ?? 0;
  const cpuBefore = cpuMs(pid);
  const start = performance.now();
  let next = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CALLS) {
        const scene = scenes[next++ % scenes.length] as string;
        const size = await call(server.origin, scene);
        bytes += size;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1_000;
  const result = {
    calls: CALLS,
    encoding: values.encoding,
    seconds: Math.round(seconds * 10) / 10,
    callsPerSec: Math.round(CALLS / seconds),
    serverCpuMsPerCall: Math.round(((cpuMs(pid) - cpuBefore) / CALLS) * 1_000) / 1_000,
    bytesPerAnswer: Math.round(bytes / CALLS),
  };
  console.log(
    `${result.calls} userScene calls (${result.encoding}) in ${result.seconds} s: ${result.callsPerSec} calls/s, server CPU ${result.serverCpuMsPerCall} ms per call, ${result.bytesPerAnswer} bytes per answer`,
  );
  if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await server.stop();
}
