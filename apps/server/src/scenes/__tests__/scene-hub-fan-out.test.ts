import { afterEach, describe, expect, it } from 'vitest';
import { FOOTBALL, STARTS } from '../../__tests__/helpers/socket-fixture';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import type { SceneSubscriber } from '../scene-hub';

/** A subscriber that keeps every frame it is handed, as handed. */
function recorder(clientId: string): SceneSubscriber & { frames: Buffer[] } {
  const frames: Buffer[] = [];
  return {
    clientId,
    frames,
    send: (frame) => {
      frames.push(frame);
    },
  };
}

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('scene hub fan-out', () => {
  it('serialises a change once and hands every subscriber the same bytes', async () => {
    server = await startTestServer({ starts: STARTS });
    const subscribers = [recorder('a'), recorder('b'), recorder('c')];
    for (const subscriber of subscribers) server.server.hub.subscribe(FOOTBALL, subscriber);
    const before = subscribers.map((subscriber) => subscriber.frames.length);

    // Replay second 30 → 90 at 60×: past the stub's change point at 60.
    const sent = server.advance(1_000);

    const pushed = subscribers.map((subscriber, i) => subscriber.frames.slice(before[i]));
    const [first = [], ...others] = pushed;
    expect(first.length).toBeGreaterThan(0);
    expect(sent).toBe(first.length * subscribers.length);
    for (const frames of others) {
      expect(frames).toHaveLength(first.length);
      // The same Buffer object, not equal copies: one serialisation and one encoding per change.
      for (const [i, frame] of frames.entries()) expect(frame).toBe(first[i]);
    }
    const page = JSON.parse(String(first.at(-1)));
    expect(page).toMatchObject({ type: 'page_data', content: { scene: FOOTBALL } });
  });
});
