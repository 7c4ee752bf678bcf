import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASKETBALL_QUOTES, FOOTBALL_QUOTES, pickQuote } from '@kanqiu/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroConstants } from '../../../boot-constants.config';
import { HOME_CHOICE_KEY } from '../../pages/home/home-choice';
import { HOME_TEXT } from '../../pages/home/home-texts';

/** src/shell/boot-hero.js with the constants the build writes in (first-paint.config.ts). */
const HERO_SCRIPT = readFileSync(join(import.meta.dirname, '../boot-hero.js'), 'utf8').replace(
  'const HERO = {};',
  () => `const HERO = ${JSON.stringify(heroConstants())};`,
);

/** Runs the script under the document's skeleton of `kind`; returns the hero's two lines. */
function drawHero(kind: string, random = 0.5): { tagline: string; quote: string } {
  document.documentElement.setAttribute('data-boot', kind);
  document.body.innerHTML =
    '<div class="boot-hero"><p class="boot-hero__tagline"></p><p class="boot-hero__quote"></p></div>';
  vi.spyOn(Math, 'random').mockReturnValue(random);
  new Function(HERO_SCRIPT)();
  return {
    tagline: document.querySelector('.boot-hero__tagline')?.textContent ?? '',
    quote: document.querySelector('.boot-hero__quote')?.textContent ?? '',
  };
}

describe('boot-hero.js', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.__KANQIU_HOME_QUOTE__;
    document.documentElement.removeAttribute('data-boot');
    document.body.innerHTML = '';
  });

  it("draws the home page's tagline and a football quote on the first visit", () => {
    expect(drawHero('list', 0)).toEqual({ tagline: HOME_TEXT.tagline, quote: FOOTBALL_QUOTES[0] });
  });

  it("picks both quotes by the app's rule with one number and leaves them for the page", () => {
    for (const random of [0, 0.25, 0.5, 0.999_999]) {
      drawHero('list', random);
      expect(window.__KANQIU_HOME_QUOTE__).toEqual({
        random,
        football: pickQuote('football', () => random),
        basketball: pickQuote('basketball', () => random),
      });
    }
    drawHero('list', 0.999_999);
    expect(window.__KANQIU_HOME_QUOTE__).toMatchObject({
      football: FOOTBALL_QUOTES.at(-1),
      basketball: BASKETBALL_QUOTES.at(-1),
    });
  });

  it("shows the quote of the sport on the fan's saved tab", () => {
    localStorage.setItem(
      HOME_CHOICE_KEY,
      JSON.stringify({ sport: 'basketball', competition: 'all' }),
    );
    expect(drawHero('list', 0).quote).toBe(BASKETBALL_QUOTES[0]);
    localStorage.setItem(HOME_CHOICE_KEY, JSON.stringify({ sport: 'all', competition: 'all' }));
    expect(drawHero('list', 0).quote).toBe(FOOTBALL_QUOTES[0]);
    localStorage.setItem(HOME_CHOICE_KEY, '{not json');
    expect(drawHero('list', 0).quote).toBe(FOOTBALL_QUOTES[0]);
  });

  it('draws nothing and leaves nothing on any other page', () => {
    expect(drawHero('match match-football')).toEqual({ tagline: '', quote: '' });
    expect(drawHero('page')).toEqual({ tagline: '', quote: '' });
    expect(window.__KANQIU_HOME_QUOTE__).toBeUndefined();
  });
});
