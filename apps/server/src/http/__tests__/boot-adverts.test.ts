import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dataBlockOf,
  FAKE_BOOT_SCRIPT,
  fakeWebviewBuild,
} from '../../__tests__/helpers/boot-document';
import { closedAfterEach } from '../../__tests__/helpers/closed-after-each';
import { post, request } from '../../__tests__/helpers/http-client';
import { startTestServer } from '../../__tests__/helpers/test-server';
import { BOOT_ADVERTS_ID, bootAdvertsBlock } from '../boot-adverts';
import { indexDocumentReader } from '../index-document';

const { servers, folders } = closedAfterEach();

describe('boot adverts', () => {
  it('names in the document, before its boot script, the first image of each place as the banner list does', async () => {
    const server = await startTestServer({ config: { webviewDir: fakeWebviewBuild(folders) } });
    servers.push(server);
    const document = await request(server.baseUrl, '/');
    const html = String(document.body);
    expect(html.indexOf(BOOT_ADVERTS_ID)).toBeGreaterThan(html.indexOf('</title>'));
    expect(html.indexOf(BOOT_ADVERTS_ID)).toBeLessThan(html.indexOf(FAKE_BOOT_SCRIPT));
    const table = dataBlockOf(html, BOOT_ADVERTS_ID) as Record<string, string>;
    for (const place of [1, 2]) {
      const list = await post(server.baseUrl, '/api/banner/getList', { show_place: place });
      const first = [...list.body.data].sort((a, b) => a.sort - b.sort)[0];
      expect(table[place]).toBe(first.image_url);
      expect((await request(server.baseUrl, table[place] ?? '')).status).toBe(200);
    }
    // The block never runs: the policy still allows the boot script alone.
    const policy = document.headers.get('content-security-policy') ?? '';
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
  });

  it('keeps the data block out of reach of the markup around it', () => {
    const block = bootAdvertsBlock({ 2: '/static/banners/x.svg?v=</script><script>alert(1)' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>([^<]*)<\/script>$/.exec(block)?.[1] ?? '')).toEqual({
      2: '/static/banners/x.svg?v=</script><script>alert(1)',
    });
  });

  it('follows a changed table without a new build, with the same hashes', async () => {
    const dir = fakeWebviewBuild(folders);
    let table = { 2: '/static/banners/models.svg?v=1111111111' };
    const read = indexDocumentReader(join(dir, 'index.html'), () => bootAdvertsBlock(table));
    const before = await read();
    expect(dataBlockOf(before.html.toString(), BOOT_ADVERTS_ID)).toEqual(table);
    expect(await read()).toBe(before);
    table = { 2: '/static/banners/league-data.svg?v=2222222222' };
    const after = await read();
    expect(dataBlockOf(after.html.toString(), BOOT_ADVERTS_ID)).toEqual(table);
    expect(after.hashes).toEqual(before.hashes);
  });
});
