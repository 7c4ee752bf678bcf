import type { PagePatchContent } from '@kanqiu/core/contract/base';
import { describe, expect, it } from 'vitest';
import { rebuildPage } from '../../__tests__/helpers/page-patch';
import type { Frame } from '../../__tests__/helpers/socket-client';
import {
  FOOTBALL,
  subscribe,
  useSocketFixture,
  waitUntil,
} from '../../__tests__/helpers/socket-fixture';

const { start, connect } = useSocketFixture();

const pagesOf = (frames: Frame[]) => frames.filter((frame) => frame.type === 'page_data');

describe('page patches on the live socket', () => {
  it('sends a connection that asks the whole page first, then patches that rebuild each page', async () => {
    const server = await start();
    const whole = await connect(server);
    const patched = await connect(server, undefined, '?patch=1');
    await subscribe(server, whole.clientId, FOOTBALL);
    await subscribe(server, patched.clientId, FOOTBALL);
    for (let second = 0; second < 4; second += 1) {
      server.advance(1_000);
      await waitUntil(() => pagesOf(whole.client.frames).length >= second + 2);
    }
    await waitUntil(() => patched.client.frames.length >= whole.client.frames.length - 1);

    const expected = pagesOf(whole.client.frames).map((frame) => frame.content);
    const received = patched.client.frames.filter((frame) => frame.type !== 'init');
    const pageFrames = received.filter((frame) => frame.type.startsWith('page_'));
    expect(pageFrames[0]?.type).toBe('page_data');
    expect(pageFrames.slice(1).map((frame) => frame.type)).toEqual(
      expected.slice(1).map(() => 'page_patch'),
    );
    let held = pageFrames[0]?.content as Record<string, unknown>;
    const rebuilt = [held];
    for (const frame of pageFrames.slice(1)) {
      const patch = frame.content as PagePatchContent;
      expect(patch.base_up_time).toBe(held.up_time);
      held = rebuildPage(held, patch);
      rebuilt.push(held);
    }
    expect(rebuilt).toEqual(expected);
  });

  it('carries only the changed fields: a patch is a fraction of the page', async () => {
    const server = await start();
    const whole = await connect(server);
    const patched = await connect(server, undefined, '?patch=1');
    await subscribe(server, whole.clientId, FOOTBALL);
    await subscribe(server, patched.clientId, FOOTBALL);
    server.advance(1_000);
    await waitUntil(() => patched.client.frames.some((frame) => frame.type === 'page_patch'));
    await waitUntil(() => pagesOf(whole.client.frames).length >= 2);
    const patch = patched.client.frames.find((frame) => frame.type === 'page_patch') as Frame;
    const page = pagesOf(whole.client.frames)[1] as Frame;
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(page).length / 2);
    const paths = (patch.content as PagePatchContent).ops.map((op) => op.path.join('.'));
    expect(paths).toContain('status_label');
    expect(paths).not.toContain('home_team');
  });

  it('sends a connection that does not ask exactly the whole pages it always had', async () => {
    const server = await start();
    const { client, clientId } = await connect(server);
    await subscribe(server, clientId, FOOTBALL);
    for (let second = 0; second < 3; second += 1) server.advance(1_000);
    await waitUntil(() => pagesOf(client.frames).length >= 4);
    expect(client.frames.map((frame) => frame.type)).not.toContain('page_patch');
  });

  it('sends the whole page again to a patch connection that subscribes again', async () => {
    const server = await start();
    const patched = await connect(server, undefined, '?patch=1');
    await subscribe(server, patched.clientId, FOOTBALL);
    server.advance(1_000);
    await waitUntil(() => patched.client.frames.some((frame) => frame.type === 'page_patch'));
    const response = await subscribe(server, patched.clientId, FOOTBALL);
    await waitUntil(() => pagesOf(patched.client.frames).length >= 2);
    expect(pagesOf(patched.client.frames).at(-1)?.content).toEqual(response.body.data.page);
  });
});
