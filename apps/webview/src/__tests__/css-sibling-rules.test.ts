import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOTS = ['../', '../../../../packages/ui/src/'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** A sibling combinator whose right side is a bare tag (`span + span`, `li ~ li`). */
const BARE_TAG_SIBLING = /[+~]\s*(?:[a-z][a-z0-9]*)(?=\s*(?:[{,:]|::|$))/m;

describe('stylesheets', () => {
  // A live push inserts lines at the top of long lists. With a sibling rule whose subject is a bare
  // tag anywhere in the document (a page's CSS stays loaded after leaving it), the browser restyles
  // every run of such siblings on each insertion: 370 elements for one text-live line, measured.
  it('use no sibling combinator whose subject is a bare tag', () => {
    const offenders = ROOTS.flatMap(cssFiles).flatMap((file) =>
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('}')
        .map((block) => block.split('{')[0]?.trim() ?? '')
        .filter((selector) => BARE_TAG_SIBLING.test(selector))
        .map((selector) => `${file}: ${selector}`),
    );
    expect(offenders).toEqual([]);
  });
});
