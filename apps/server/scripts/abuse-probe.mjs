#!/usr/bin/env node
// The probes of docs/reliability.md, run against the built server as an outside attacker and a
// flaky network would (not part of the test command: it takes about two minutes and measures).
// Each probe prints one line; `--json FILE` keeps them all.
//
// Usage: node scripts/abuse-probe.mjs [--port 8797] [--json FILE]   (after a build)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { rssMb, sleep, startProbeServer, stop } from './probe-server.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8797' }, json: { type: 'string' } },
});
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const FINAL = '2058017';
const results = [];

function report(probe, result) {
  results.push({ probe, ...result });
  console.log(`${probe}: ${JSON.stringify(result)}`);
}

/** The server's heap in use after a full collection, MB. */
async function heapMb() {
  const body = await (await fetch(`${origin}/api/debug/memory`)).json();
  return body.data.heap_used_mb + body.data.array_buffers_mb;
}

/** A raw upgrade that ignores whatever comes back after the answer. */
function rawUpgrade(localAddress) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    socket.on('error', () => resolve({ status: 0, socket }));
    let head = '';
    const onData = (chunk) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      socket.on('data', () => undefined);
      resolve({ status: Number(head.split(' ')[1]), socket, head });
    };
    socket.on('data', onData);
    socket.once('connect', () =>
      socket.write(
        `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    );
  });
}

function textFrame(text) {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([header, mask, payload.map((byte, i) => byte ^ mask[i % 4])]);
}

async function honestClientPushMs() {
  const started = Date.now();
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { localAddress: '127.0.0.2' });
  const clientId = await new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('message', (data) => resolve(JSON.parse(String(data)).content.client_id));
  });
  const pushed = new Promise((resolve) =>
    ws.on('message', (data) => {
      if (String(data).startsWith('{"type":"page_data"')) resolve(Date.now() - started);
    }),
  );
  await fetch(`${origin}/api/user/userScene`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: clientId, scene: `detail_football_match_id_${FINAL}` }),
  });
  const ms = await pushed;
  ws.close();
  return ms;
}

async function socketProbes() {
  const server = await startProbeServer(port, { REPLAY_START: `${FINAL}:1200` });
  // 1. One address opens 1,000 sockets at once.
  const started = Date.now();
  const grab = await Promise.all(Array.from({ length: 1_000 }, () => rawUpgrade('127.0.0.1')));
  const statuses = {};
  for (const { status } of grab) statuses[status] = (statuses[status] ?? 0) + 1;
  const retryAfter = /Retry-After: (\d+)/i.exec(
    grab.find((g) => g.status === 429)?.head ?? '',
  )?.[1];
  report('1000 sockets from one address', {
    ms: Date.now() - started,
    statuses,
    retryAfter: Number(retryAfter),
    honestClientPushMs: await honestClientPushMs(),
  });
  for (const { socket } of grab) socket.destroy();
  await sleep(12_000); // the bucket refills

  // 2. A client that reconnects as soon as it is closed, for 5 s.
  let attempts = 0;
  let accepted = 0;
  const loopUntil = Date.now() + 5_000;
  while (Date.now() < loopUntil) {
    const { status, socket } = await rawUpgrade('127.0.0.1');
    attempts += 1;
    if (status === 101) accepted += 1;
    socket.destroy();
  }
  report('reconnect loop for 5 s', { attempts, accepted });
  await sleep(12_000);

  // 3. Flooders that ignore the close frame: memory before, at the peak, after.
  const baseline = rssMb(server.pid);
  const heapBaseline = await heapMb();
  let peak = baseline;
  const frame = textFrame(`{"type":"ping","pad":"${'x'.repeat(3_000)}"}`);
  const disconnectMs = [];
  for (let round = 0; round < 10; round++) {
    const flooders = await Promise.all(
      Array.from({ length: 40 }, (_, i) => rawUpgrade(`127.0.${round + 10}.${i + 1}`)),
    );
    await Promise.all(
      flooders.map(async ({ socket }) => {
        const begin = Date.now();
        const closed = new Promise((resolve) => socket.once('close', resolve));
        for (let i = 0; i < 2_000 && !socket.destroyed; i++) {
          if (!socket.write(frame))
            await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
        }
        await closed;
        disconnectMs.push(Date.now() - begin);
      }),
    );
    peak = Math.max(peak, rssMb(server.pid));
  }
  await sleep(10_000);
  const after = rssMb(server.pid);
  const heapAfter = await heapMb();
  report('flooders ignoring the close frame (400)', {
    heapBaselineMb: heapBaseline,
    heapAfterMb: heapAfter,
    heapAfterOverBaseline: Math.round((heapAfter / heapBaseline) * 100) / 100,
    rssBaselineMb: baseline,
    rssPeakMb: peak,
    rssAfterMb: after,
    slowestDisconnectMs: Math.max(...disconnectMs),
  });
  await stop(server);
}

function slowBody() {
  const socket = connect({ host: '127.0.0.1', port });
  const started = Date.now();
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write(
      `POST /api/web/webLog HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`,
    );
  });
  const timer = setInterval(() => socket.writable && socket.write(' '), 1_000);
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  return new Promise((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, status: Number(answer.split(' ')[1] ?? 0) });
    }),
  );
}

async function httpProbes() {
  const server = await startProbeServer(port);
  const slow = await Promise.all(Array.from({ length: 100 }, () => slowBody()));
  report('100 slow-body requests', {
    longestOpenMs: Math.max(...slow.map((s) => s.ms)),
    statuses: [...new Set(slow.map((s) => s.status))],
  });

  const inFlight = Array.from({ length: 100 }, () => slowBody());
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  const closeCode = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  await sleep(1_000);
  const begin = Date.now();
  await stop(server, 'SIGTERM');
  report('SIGTERM with 100 slow requests in flight', {
    exitMs: Date.now() - begin,
    exitCode: server.exitCode,
    socketClose: await closeCode,
    slowCutAfterMs: Math.max(...(await Promise.all(inFlight)).map((s) => s.ms)),
  });

  const again = await startProbeServer(port, { REPLAY_DEBUG: '0' });
  const text = await fetch(`${origin}/api/user/xy`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: '{"type":"tos"}',
  });
  const badUrl = await new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () =>
      socket.end('GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
  });
  const folder = await fetch(`${origin}/assets/`);
  const weblogs = [];
  for (let i = 0; i < 100; i++) {
    weblogs.push(
      (
        await fetch(`${origin}/api/web/webLog`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"type":"x","content":"{}"}',
        })
      ).status,
    );
  }
  const headers = (await fetch(`${origin}/`)).headers;
  report('envelopes, headers, web-log, debug', {
    textPlain: `${text.status} ${(await text.json()).code}`,
    badUrl: `${badUrl.split(' ')[1]} ${JSON.parse(badUrl.slice(badUrl.indexOf('\r\n\r\n') + 4)).code}`,
    refusedStatic: `${folder.status} ${(await folder.json()).code}`,
    webLogAccepted: weblogs.filter((status) => status === 200).length,
    webLogRefused: weblogs.filter((status) => status === 429).length,
    debugWeblog: (await fetch(`${origin}/api/debug/weblog`)).status,
    csp: headers.get('content-security-policy'),
    referrerPolicy: headers.get('referrer-policy'),
    frameOptions: headers.get('x-frame-options'),
  });
  await stop(again);
}

async function replayProbe() {
  const store = mkdtempSync(join(tmpdir(), 'kanqiu-probe-replay-'));
  const env = { KANQIU_STORE_DIR: store, REPLAY_START: `${FINAL}:2751`, REPLAY_SPEED: '30' };
  const read = async () => {
    const list = await (await fetch(`${origin}/api/matches?sport=football`)).json();
    const final = list.data.matches.find((match) => match.match_id === FINAL);
    return {
      replaySec: final.replay_sec,
      run: final.run,
      score: `${final.home_score}-${final.away_score}`,
    };
  };
  const first = await startProbeServer(port, env);
  await sleep(30_000);
  const before = await read();
  await stop(first, 'SIGKILL');
  const second = await startProbeServer(port, env);
  const after = await read();
  report('SIGKILL and restart of a live replay', { before, after });
  await stop(second);
}

await socketProbes();
await httpProbes();
await replayProbe();
if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
