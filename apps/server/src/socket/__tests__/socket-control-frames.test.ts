import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { flood, rawUpgrade, textFrame } from '../../__tests__/helpers/raw-socket';
import { useSocketFixture, waitUntil } from '../../__tests__/helpers/socket-fixture';
import { DEFAULT_SOCKET_LIMITS } from '../socket-limits';

// Issue 28, weaknesses: protocol-level pings were not counted (four sockets kept a core busy), and
// after a flood was cut each frame already read logged a line (60 KB of frames, 1.5 MB of log).

const { start } = useSocketFixture();

function portOf(wsUrl: string): number {
  return Number(new URL(wsUrl).port);
}

/** A masked client control frame without payload: 0x9 ping, 0xa pong. */
function controlFrame(opcode: 0x9 | 0xa): Buffer {
  return Buffer.concat([Buffer.from([0x80 | opcode, 0x80]), randomBytes(4)]);
}

describe('live socket control frames and logs', () => {
  it('counts protocol-level pings and pongs with the other frames and cuts a flood of them', async () => {
    const server = await start({
      config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxIncomingFrames: 20 } },
    });
    for (const opcode of [0x9, 0xa] as const) {
      const flooder = await rawUpgrade(portOf(server.wsUrl));
      await waitUntil(() => server.server.sockets.clientCount === 1);
      const ended = flooder.ended();
      await flood(flooder, controlFrame(opcode), 5_000);
      expect(await ended).toBeLessThan(1_000);
      await waitUntil(() => server.server.sockets.clientCount === 0);
    }
  });

  it('logs a cut flood once per connection, not once per frame already read', async () => {
    const server = await start({
      config: { socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxIncomingFrames: 5 } },
    });
    const warn = vi.spyOn(server.server.app.log, 'warn');
    const flooder = await rawUpgrade(portOf(server.wsUrl));
    await waitUntil(() => server.server.sockets.clientCount === 1);
    const ended = flooder.ended();
    // One write: the server reads every frame of it at once, after the sixth has cut the connection.
    flooder.socket.write(Buffer.concat(Array.from({ length: 500 }, () => textFrame('ping'))));
    await ended;
    const floods = warn.mock.calls.filter((call) => String(call.at(-1)).includes('flood'));
    expect(floods).toHaveLength(1);
  });
});
