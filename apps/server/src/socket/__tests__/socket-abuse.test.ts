import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { flood, rawUpgrade, textFrame } from '../../__tests__/helpers/raw-socket';
import { useSocketFixture, waitUntil } from '../../__tests__/helpers/socket-fixture';
import { DEFAULT_SOCKET_LIMITS } from '../socket-limits';

const { start } = useSocketFixture();

function portOf(wsUrl: string): number {
  return Number(new URL(wsUrl).port);
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap and buffers in use after a full collection, in bytes. */
async function usedMemory(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
}

describe('live socket under abuse', () => {
  it('terminates a flooding client at once, even one that ignores the close frame', async () => {
    const server = await start({
      config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxIncomingFrames: 20 } },
    });
    const flooder = await rawUpgrade(portOf(server.wsUrl));
    expect(flooder.status).toBe(101);
    await waitUntil(() => server.server.sockets.clientCount === 1);
    const ended = flooder.ended();
    await flood(flooder, textFrame('ping'), 5_000);
    expect(await ended).toBeLessThan(1_000);
    expect(server.server.sockets.clientCount).toBe(0);
  });

  it('terminates a client that sends an oversized frame, even one that ignores the close frame', async () => {
    const server = await start();
    const big = await rawUpgrade(portOf(server.wsUrl));
    await waitUntil(() => server.server.sockets.clientCount === 1);
    const ended = big.ended();
    big.socket.write(textFrame('x'.repeat(DEFAULT_SOCKET_LIMITS.maxIncomingBytes + 1)));
    expect(await ended).toBeLessThan(1_000);
    expect(server.server.sockets.clientCount).toBe(0);
  });

  it('gives its memory back after an abuse ends: within 10 % of the baseline', async () => {
    const server = await start({
      config: {
        socketLimits: {
          ...DEFAULT_SOCKET_LIMITS,
          maxIncomingFrames: 50,
          maxClientsPerAddress: 1_000,
          connectRate: { capacity: 1_000, perSecond: 1 },
        },
      },
    });
    const port = portOf(server.wsUrl);
    const baseline = await usedMemory();
    const frame = textFrame(`{"type":"ping","pad":"${'x'.repeat(3_000)}"}`);
    for (let round = 0; round < 4; round++) {
      const abusers = await Promise.all(Array.from({ length: 50 }, () => rawUpgrade(port)));
      await Promise.all(abusers.map((abuser) => flood(abuser, frame, 400)));
      await Promise.all(abusers.map((abuser) => abuser.ended()));
    }
    await waitUntil(() => server.server.sockets.clientCount === 0);
    const after = await usedMemory();
    expect(after / baseline).toBeLessThan(1.1);
  });
});
