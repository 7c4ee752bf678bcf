import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

/** The stand-in for the build's boot script in {@link fakeWebviewBuild}'s document. */
export const FAKE_BOOT_SCRIPT = 'document.documentElement.dataset.boot="page";';

/**
 * A folder holding a webview build of one small `index.html` (a title, the boot script, the
 * skeleton's element), to serve as the app's document; pushed on `folders` to be removed.
 */
export function fakeWebviewBuild(folders: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'kanqiu-boot-document-'));
  folders.push(dir);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>看球</title><script>${FAKE_BOOT_SCRIPT}</script></head><body><div id="boot"></div></body></html>`,
  );
  return dir;
}

/** The JSON of a served document's data block `id`, parsed; fails the test when there is none. */
export function dataBlockOf(html: string, id: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(
    html,
  );
  expect(block).not.toBeNull();
  return JSON.parse(block?.[1] ?? 'null');
}
