import { pickQuote } from '@kanqiu/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootQuote } from '../boot-quote';
import { HomeQuote } from '../home-quote';

/** Time enough for the quotes' chunk to load and the page to take its quote. */
const CHUNK_MS = 200;

describe('HomeQuote', () => {
  let host: HTMLElement;
  let root: Root;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    delete window.__KANQIU_HOME_QUOTE__;
  });

  const shown = () => host.querySelector('.home-hero__quote')?.textContent;

  it('shows the quote the document drew from its first render, for the tab on screen', () => {
    window.__KANQIU_HOME_QUOTE__ = {
      random: 0.3,
      football: '足球的一句',
      basketball: '篮球的一句',
    };
    act(() => root.render(<HomeQuote sport="football" random={0.3} />));
    expect(shown()).toBe('足球的一句');
    act(() => root.render(<HomeQuote sport="basketball" random={0.3} />));
    expect(shown()).toBe('篮球的一句');
  });

  it("picks its own quote when the document drew none, or drew one for another visit's number", async () => {
    window.__KANQIU_HOME_QUOTE__ = { random: 0.9, football: '别的访问', basketball: '别的访问' };
    act(() => root.render(<HomeQuote sport="football" random={0.3} />));
    expect(shown()).toBe('');
    await act(() => new Promise((resolve) => setTimeout(resolve, CHUNK_MS)));
    expect(shown()).toBe(pickQuote('football', () => 0.3));
  });
});

describe('bootQuote', () => {
  afterEach(() => {
    delete window.__KANQIU_HOME_QUOTE__;
  });

  it('reads the drawn quotes, and counts anything malformed as none', () => {
    expect(bootQuote()).toBeNull();
    window.__KANQIU_HOME_QUOTE__ = { random: 0.5, football: '甲', basketball: '乙' };
    expect(bootQuote()).toEqual({ random: 0.5, football: '甲', basketball: '乙' });
    for (const bad of [
      'quote',
      { random: 1, football: '甲', basketball: '乙' },
      { random: -0.1, football: '甲', basketball: '乙' },
      { random: 0.5, football: 1, basketball: '乙' },
      { random: '0.5', football: '甲', basketball: '乙' },
    ]) {
      window.__KANQIU_HOME_QUOTE__ = bad;
      expect(bootQuote()).toBeNull();
    }
  });
});
