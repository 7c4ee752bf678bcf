import {
  SOCKET_MAX_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_RECONNECT_JITTER_MS,
} from '@kanqiu/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ReconnectSchedule } from '../socket/reconnect-schedule';
import { eventually } from './helpers/eventually';
import { type LiveHarness, startLiveHarness } from './helpers/live-harness';
import { createManualTimers } from './helpers/manual-timers';
import { createRecordingLogger } from './helpers/recording-logger';
import { startWsServer } from './helpers/ws-test-server';

const settle = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));

/** A schedule on manual timers whose attempts record when they ran. */
function scheduleWith(random: () => number) {
  const timers = createManualTimers();
  const ran: number[] = [];
  const schedule = new ReconnectSchedule({
    timers,
    logger: createRecordingLogger(),
    delayMs: SOCKET_RECONNECT_DELAY_MS,
    jitterMs: SOCKET_RECONNECT_JITTER_MS,
    random,
    maxAttempts: SOCKET_MAX_RECONNECT_ATTEMPTS,
    attempt: () => ran.push(timers.now),
  });
  return { timers, ran, schedule };
}

describe('reconnect spread', () => {
  let h: LiveHarness | null = null;
  afterEach(async () => {
    await h?.stop();
    h = null;
  });

  it('waits the 30 s plus a random 0–5 s on every attempt', () => {
    const draws = [0, 0.5, 0.999_999, 0.25];
    const { timers, ran, schedule } = scheduleWith(() => draws.shift() ?? 0);
    for (let i = 0; i < 4; i++) {
      schedule.schedule();
      timers.advance(40_000);
    }
    // Attempt i was scheduled at i × 40 s.
    const waits = ran.map((at, i) => at - i * 40_000);
    expect(waits).toEqual([30_000, 32_500, 34_999, 31_250]);
  });

  it('keeps at most 6 attempts, each within 30–35 s of the last failure', () => {
    const { timers, ran, schedule } = scheduleWith(Math.random);
    let last = 0;
    for (let i = 0; i < 10; i++) {
      schedule.schedule();
      timers.advance(SOCKET_RECONNECT_DELAY_MS + SOCKET_RECONNECT_JITTER_MS);
      const at = ran.at(-1) ?? last;
      if (ran.length === i + 1) {
        expect(at - last).toBeGreaterThanOrEqual(SOCKET_RECONNECT_DELAY_MS);
        expect(at - last).toBeLessThan(SOCKET_RECONNECT_DELAY_MS + SOCKET_RECONNECT_JITTER_MS);
      }
      last = timers.now;
    }
    expect(ran).toHaveLength(SOCKET_MAX_RECONNECT_ATTEMPTS);
  });

  it('spreads the returns of many clients over the 5 s instead of one second', () => {
    const seconds = new Set<number>();
    for (let client = 0; client < 200; client++) {
      const { timers, ran, schedule } = scheduleWith(Math.random);
      schedule.schedule();
      timers.advance(SOCKET_RECONNECT_DELAY_MS + SOCKET_RECONNECT_JITTER_MS);
      seconds.add(Math.floor((ran[0] as number) / 1_000));
    }
    expect([...seconds].sort()).toEqual([30, 31, 32, 33, 34]);
  });

  it('reconnects a live socket after the drawn delay, and at once when the network comes back', async () => {
    const win = new EventTarget();
    h = await startLiveHarness({ window: win, random: () => 0.5 });
    await h.live.connect();
    const port = h.ws.port;
    await h.ws.kill();
    await eventually(() => expect(h?.live.state).toBe('closed'));
    h.ws = await startWsServer({ port });
    h.timers.advance(32_499);
    await settle();
    expect(h.ws.connections).toHaveLength(0);
    h.timers.advance(1);
    await eventually(() => expect(h?.live.state).toBe('open'));

    await h.ws.kill();
    await eventually(() => expect(h?.live.state).toBe('closed'));
    h.ws = await startWsServer({ port });
    const before = h.timers.now;
    win.dispatchEvent(new Event('online'));
    await eventually(() => expect(h?.live.state).toBe('open'));
    expect(h.timers.now).toBe(before);
  });
});
