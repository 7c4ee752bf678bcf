import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** src/shell/boot.js, run as the browser runs it: a classic script, once per document. */
const BOOT_SCRIPT = readFileSync(join(import.meta.dirname, '../boot.js'), 'utf8');

function skeletonFor(hash: string): string | null {
  window.location.hash = hash;
  new Function(BOOT_SCRIPT)();
  return document.documentElement.getAttribute('data-boot');
}

describe('boot.js', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-boot');
  });

  it('gives the entry page the list skeleton, with or without a hash', () => {
    expect(skeletonFor('')).toBe('list');
    expect(skeletonFor('#/')).toBe('list');
    expect(skeletonFor('#/?tab=1')).toBe('list');
  });

  it('gives each match page the height of the score header it holds while loading', () => {
    expect(skeletonFor('#/pages/soccer/live/live?match_id=1')).toBe('match match-football');
    expect(skeletonFor('#/pages/soccer/facts/facts?match_id=1')).toBe('match match-football');
    expect(skeletonFor('#/pages/basketball/live/live?match_id=1')).toBe('match match-basketball');
    expect(skeletonFor('#/pages/basketball/statistics/statistics?match_id=1')).toBe(
      'match match-basketball',
    );
    expect(skeletonFor('#/pages/soccer/exponent/exponent?match_id=1')).toBe('match match-odds');
    expect(skeletonFor('#/pages/basketball/exponent/detail?match_id=1')).toBe('match match-odds');
    expect(skeletonFor('#/pages/soccer/data/data?match_id=1')).toBe('match match-crests');
    expect(skeletonFor('#/pages/soccer/lineup/lineup?match_id=1')).toBe('match match-crests');
    expect(skeletonFor('#/pages/soccer/gen/gen?match_id=1')).toBe('match match-compact');
  });

  it("asks for the opened route's own files from the table the build writes in", () => {
    const table = {
      files: ['live-page-A1.js', 'score-B2.js', 'live-page-C3.css', 'home-page-D4.js'],
      routes: { '/pages/soccer/live/live': [0, 1, 2], '/': [3] },
    };
    const script = BOOT_SCRIPT.replace(
      'const ROUTE_FILES = { files: [], routes: {} };',
      `const ROUTE_FILES = ${JSON.stringify(table)};`,
    );
    window.location.hash = '#/pages/soccer/live/live?match_id=1';
    new Function(script)();
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.crossOrigin,
    }));
    document.head.replaceChildren();
    expect(links).toEqual([
      { rel: 'modulepreload', as: null, href: './assets/live-page-A1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: './assets/score-B2.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: './assets/live-page-C3.css', crossOrigin: '' },
    ]);
  });

  it('gives every other page the top bar only', () => {
    expect(skeletonFor('#/pages/soccer/team/detail?team_id=1')).toBe('page');
    expect(skeletonFor('#/pages/soccer/model/model')).toBe('page');
    expect(skeletonFor('#/pages/TOS/TOS')).toBe('page');
    expect(skeletonFor('#/no/such/page')).toBe('page');
  });
});
