import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closedAfterEach } from '../../__tests__/helpers/closed-after-each';
import { post, request } from '../../__tests__/helpers/http-client';
import { startTestServer } from '../../__tests__/helpers/test-server';
import { BOOT_ADVERTS_ID } from '../boot-adverts';
import { BOOT_MODELS_ID, bootModelsBlock } from '../boot-models';

const { servers, folders } = closedAfterEach();

const BOOT_SCRIPT = 'document.documentElement.dataset.boot="page";';
const DOCUMENT = `<!doctype html><html><head><title>看球</title><script>${BOOT_SCRIPT}</script></head><body><div id="boot"></div></body></html>`;

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-boot-models-'));
  folders.push(dir);
  writeFileSync(join(dir, 'index.html'), DOCUMENT);
  return dir;
}

/** The models' data block of a served document, parsed. */
function modelsBlock(html: string): unknown {
  const block = new RegExp(
    `<script type="application/json" id="${BOOT_MODELS_ID}">([^<]*)</script>`,
  ).exec(html);
  expect(block).not.toBeNull();
  return JSON.parse(block?.[1] ?? 'null');
}

describe('boot models', () => {
  it("names in the document, before its boot script, the models as modInit lists them, with only the intro's fields", async () => {
    const server = await startTestServer({ config: { webviewDir: fakeBuild() } });
    servers.push(server);
    const document = await request(server.baseUrl, '/');
    const html = String(document.body);
    expect(html.indexOf(BOOT_MODELS_ID)).toBeGreaterThan(html.indexOf('</title>'));
    expect(html.indexOf(BOOT_MODELS_ID)).toBeLessThan(html.indexOf(BOOT_SCRIPT));
    // Beside the adverts' block, which the same head carries.
    expect(html).toContain(BOOT_ADVERTS_ID);
    const init = await post(server.baseUrl, '/api/mod/modInit', {});
    const models: Array<Record<string, unknown>> = init.body.data.models;
    expect(models.length).toBeGreaterThan(0);
    expect(modelsBlock(html)).toEqual(
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
