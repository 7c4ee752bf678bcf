#!/usr/bin/env node
// The before/after figures of docs/reliability.md §5 (issue 28): the five attacks of the probe, each
// bounded (seconds, counts) and on loopback only, against a built server. Pass `--main` to measure
// another build (the figures' "before" column is this script run against the build before the fix).
//
// Usage: node scripts/attack-figures.mjs [--port 9310] [--main dist/main.js] [--json FILE]
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rssMb, sleep, startProbeServer, stop } from './probe-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9310' },
    main: { type: 'string', default: fileURLToPath(new URL('../dist/main.js', import.meta.url)) },
    json: { type: 'string' },
  },
});
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const FINAL = '2058017';
const MIB = 1024 * 1024;
const WINDOW_MS = 10_000;
const STALLED = 1_000;
const FLOOD = 5_000;
const NORMAL = 44;
const results = [];

function report(probe, result) {
  results.push({ probe, ...result });
  console.log(`${probe}: ${JSON.stringify(result)}`);
}

const inventedToken = () => `invented-${randomUUID()}`;

/** A JPEG-signed image of `bytes`. */
function image(bytes) {
  const data = Buffer.alloc(bytes, 7);
  data.set([0xff, 0xd8, 0xff, 0xe0]);
  return data;
}

async function call(path, body, token = inventedToken()) {
  try {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body ?? {}),
    });
    return (await response.json()).code;
  } catch {
    return -1;
  }
}

/** Runs `act` from `workers` loops for `ms`; resolves with every result. */
async function during(ms, workers, act) {
  const until = Date.now() + ms;
  const out = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) out.push(await act());
    }),
  );
  return out;
}

/** Feedback from invented users, 2 MiB images, for 10 s: MiB stored, scaled to a minute. */
async function diskProbe() {
  const server = await startProbeServer(port, {}, values.main);
  const picture = image(2 * MIB - 1024);
  const stored = await during(WINDOW_MS, 4, async () => {
    const form = new FormData();
    form.append('text', '磁盘');
    for (let i = 0; i < 4; i += 1) form.append('images', new Blob([picture]), `${i}.jpg`);
    try {
      const response = await fetch(`${origin}/api/feedback/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${inventedToken()}` },
        body: form,
      });
      const body = await response.json();
      return body.code === 1 ? body.data.images.reduce((sum, one) => sum + one.bytes, 0) : 0;
    } catch {
      return 0;
    }
  });
  const mib = stored.reduce((sum, bytes) => sum + bytes, 0) / MIB;
  report('disk growth under a feedback flood', {
    storedMiB: Math.round(mib),
    mibPerMinute: Math.round((mib * 60_000) / WINDOW_MS),
  });
  await stop(server);
}

/** 1,000 uploads of 1 MiB that stop before their final boundary: the server's resident memory. */
async function stalledProbe() {
  const server = await startProbeServer(port, {}, values.main);
  const baseline = rssMb(server.pid);
  const part = Buffer.concat([
    Buffer.from(
      '--s\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
    ),
    image(MIB),
  ]);
  const sockets = [];
  let peak = baseline;
  for (let i = 0; i < STALLED; i += 1) {
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    const head =
      `POST /api/feedback/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${inventedToken()}\r\n` +
      `Content-Type: multipart/form-data; boundary=s\r\nContent-Length: ${part.length + 8}\r\n\r\n`;
    socket.once('connect', () => socket.write(Buffer.concat([Buffer.from(head), part])));
    sockets.push(socket);
    if (i % 50 === 49) {
      await sleep(100);
      peak = Math.max(peak, rssMb(server.pid));
    }
  }
  for (let i = 0; i < 20; i += 1) {
    await sleep(250);
    peak = Math.max(peak, rssMb(server.pid));
  }
  const open = sockets.filter((socket) => !socket.destroyed && socket.readyState === 'open').length;
  report('stalled uploads', {
    uploads: STALLED,
    baselineMb: baseline,
    peakMb: peak,
    addedMb: peak - baseline,
    stillOpen: open,
  });
  for (const socket of sockets) socket.destroy();
  await stop(server);
}

/** 5,000 half-open requests from 127.0.0.1 at a server with 4,096 descriptors; 44 from 127.0.0.2. */
async function floodProbe() {
  const server = await startProbeServer(port, {}, values.main);
  // The probe's 21,000 connections met a limit of about 20,000 descriptors; here the same ratio.
  execFileSync('prlimit', ['--nofile=4096:4096', '--pid', String(server.pid)]);
  const flood = [];
  for (let i = 0; i < FLOOD; i += 1) {
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    socket.once('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    flood.push(socket);
    if (i % 500 === 499) await sleep(50);
  }
  await sleep(1_000);
  let served = 0;
  for (let i = 0; i < NORMAL; i += 1) {
    const ok = await new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' });
      const timer = setTimeout(() => resolve(false), 5_000);
      socket.on('error', () => resolve(false));
      socket.once('connect', () =>
        socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      );
      socket.once('data', (chunk) => {
        clearTimeout(timer);
        resolve(chunk.toString().startsWith('HTTP/1.1 200'));
        socket.destroy();
      });
    });
    if (ok) served += 1;
  }
  report('normal clients during a connection flood', {
    flood: FLOOD,
    normal: NORMAL,
    served,
    successRate: served / NORMAL,
  });
  for (const socket of flood) socket.destroy();
  await stop(server);
}

/** Invitation guesses from invented users for 10 s: answers that judged a code, per second. */
async function guessProbe() {
  const server = await startProbeServer(port, {}, values.main);
  const codes = await during(WINDOW_MS, 8, () =>
    call('/api/invite/accept', { code: String(100_000 + Math.floor(Math.random() * 900_000)) }),
  );
  const judged = codes.filter((code) => code === 4101 || code === 4102 || code === 1).length;
  report('invitation guesses', {
    requests: codes.length,
    judged,
    judgedPerSecond: judged / (WINDOW_MS / 1_000),
  });
  await stop(server);
}

/** Cheers from invented users for 10 s, one address: cheers stored per second. */
async function cheerProbe() {
  const server = await startProbeServer(port, { REPLAY_START: `${FINAL}:1200` }, values.main);
  const codes = await during(WINDOW_MS, 8, () =>
    call('/api/activity/cheer', { match_id: FINAL, side: 'home' }),
  );
  const stored = codes.filter((code) => code === 1).length;
  report('cheers from one address', {
    requests: codes.length,
    stored,
    perSecond: stored / (WINDOW_MS / 1_000),
  });
  await stop(server);
}

await diskProbe();
await stalledProbe();
await floodProbe();
await guessProbe();
await cheerProbe();
if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
