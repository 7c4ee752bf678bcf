import { describe, expect, it } from 'vitest';
import {
  dataBlockOf,
  FAKE_BOOT_SCRIPT,
  fakeWebviewBuild,
} from '../../__tests__/helpers/boot-document';
import { closedAfterEach } from '../../__tests__/helpers/closed-after-each';
import { post, request } from '../../__tests__/helpers/http-client';
import { stubCatalog } from '../../__tests__/helpers/stub-catalog';
import { startTestServer } from '../../__tests__/helpers/test-server';
import { BOOT_ADVERTS_ID } from '../boot-adverts';
import { BOOT_MODELS_ID, bootModels, bootModelsBlock, bootModelsReader } from '../boot-models';

const { servers, folders } = closedAfterEach();

describe('boot models', () => {
  it("names in the document, before its boot script, the models as modInit lists them, with only the intro's fields", async () => {
    const server = await startTestServer({ config: { webviewDir: fakeWebviewBuild(folders) } });
    servers.push(server);
    const document = await request(server.baseUrl, '/');
    const html = String(document.body);
    expect(html.indexOf(BOOT_MODELS_ID)).toBeGreaterThan(html.indexOf('</title>'));
    expect(html.indexOf(BOOT_MODELS_ID)).toBeLessThan(html.indexOf(FAKE_BOOT_SCRIPT));
    // Beside the adverts' block, which the same head carries.
    expect(html).toContain(BOOT_ADVERTS_ID);
    const init = await post(server.baseUrl, '/api/mod/modInit', {});
    const models: Array<Record<string, unknown>> = init.body.data.models;
    expect(models.length).toBeGreaterThan(0);
    expect(dataBlockOf(html, BOOT_MODELS_ID)).toEqual(
      models.map((model) => ({
        key: model.key,
        name: model.name,
        market: model.market,
        description: model.description,
      })),
    );
    // The block never runs: the policy still allows the boot script alone.
    const policy = document.headers.get('content-security-policy') ?? '';
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
  });

  it('serves the document without the block while the models fail, and with it once they answer', async () => {
    const server = await startTestServer({
      catalog: stubCatalog({ failingModels: true }),
      config: { webviewDir: fakeWebviewBuild(folders) },
    });
    servers.push(server);
    const document = await request(server.baseUrl, '/');
    expect(document.status).toBe(200);
    expect(String(document.body)).toContain(FAKE_BOOT_SCRIPT);
    expect(String(document.body)).not.toContain(BOOT_MODELS_ID);

    let failing = true;
    const models = stubCatalog().modelInit();
    const read = bootModelsReader(() => {
      if (failing) throw new Error('model store unavailable');
      return models;
    });
    expect(read()).toBe('');
    failing = false;
    expect(dataBlockOf(`${read()}`, BOOT_MODELS_ID)).toEqual(bootModels(models));
    failing = true;
    expect(read()).toContain(BOOT_MODELS_ID);
  });

  it('keeps the data block out of reach of the markup around it', () => {
    const hostile = {
      key: 'js',
      name: '</script><script>alert(1)</script>',
      market: '1x2',
      description: '<img src=x onerror=alert(1)>',
    } as const;
    const block = bootModelsBlock([hostile]);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).not.toContain('<img');
    expect(JSON.parse(/>([^<]*)<\/script>$/.exec(block)?.[1] ?? '')).toEqual([hostile]);
  });
});
