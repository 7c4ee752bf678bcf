import { describe, expect, it } from 'vitest';
import { keepLateStylesheetsLast } from '../stylesheet-order';

describe('keepLateStylesheetsLast', () => {
  it('puts a stylesheet appended to the head after the app’s stylesheet at the end of the body', () => {
    const app = document.createElement('link');
    app.rel = 'stylesheet';
    app.href = '/assets/index.css';
    document.body.append(app);
    keepLateStylesheetsLast();

    const late = document.createElement('link');
    late.rel = 'stylesheet';
    late.href = '/assets/share-sheet.css';
    document.head.appendChild(late);
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = '/assets/share-sheet.js';
    document.head.appendChild(preload);

    const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')];
    expect(sheets.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/index.css',
      '/assets/share-sheet.css',
    ]);
    expect(late.parentNode).toBe(document.body);
    expect(preload.parentNode).toBe(document.head);
  });
});
