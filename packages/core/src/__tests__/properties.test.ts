import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basketballReturnRate,
  checkAppUrl,
  checkImageUrl,
  checkWebUrl,
  DEFAULT_URL_POLICY,
  footballReturnRate,
  formatBasketballTextLive,
  isBackwardsUpdate,
  isNewerUpdate,
  parseBasketballTextLive,
  type UrlPolicy,
} from '../index';

/** Decimal odds as books quote them: 1.01 to 1000, two decimals. */
const odds = fc.integer({ min: 101, max: 100_000 }).map((cents) => cents / 100);
/** One rounding step of a 4-decimal rate, and a hair of float error. */
const STEP = 1e-4 + 1e-12;

describe('return rates (property)', () => {
  it('never throw, and give null or a number, whatever they are given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        const football = footballReturnRate(a as never, b as never, c as never);
        const basketball = basketballReturnRate(a as never, b as never);
        for (const rate of [football, basketball]) {
          expect(rate === null || (typeof rate === 'number' && Number.isFinite(rate))).toBe(true);
        }
      }),
    );
  });

  it('football: is 1 / Σ(1/odds) to 4 decimals, below the lowest odds, the same in any order', () => {
    fc.assert(
      fc.property(odds, odds, odds, (h, d, a) => {
        const rate = footballReturnRate(h, d, a) as number;
        expect(Math.abs(rate - 1 / (1 / h + 1 / d + 1 / a))).toBeLessThanOrEqual(STEP / 2);
        expect(Number((rate * 1e4).toFixed(6)) % 1).toBe(0);
        expect(rate).toBeLessThanOrEqual(Math.min(h, d, a) + STEP / 2);
        expect(rate).toBeGreaterThan(0);
        for (const [x, y, z] of [
          [d, a, h],
          [a, h, d],
          [h, a, d],
        ] as const) {
          expect(Math.abs((footballReturnRate(x, y, z) as number) - rate)).toBeLessThanOrEqual(
            STEP,
          );
        }
      }),
    );
  });

  it('reads odds sent as text exactly like the same odds as numbers', () => {
    fc.assert(
      fc.property(odds, odds, odds, (h, d, a) => {
        expect(footballReturnRate(String(h), ` ${d} `, String(a))).toBe(
          footballReturnRate(h, d, a),
        );
        expect(basketballReturnRate(String(h), String(a))).toBe(basketballReturnRate(h, a));
      }),
    );
  });

  it('basketball: is 1 / (1/home + 1/away) to 4 decimals, symmetric, and grows with either price', () => {
    fc.assert(
      fc.property(odds, odds, odds, (h, a, more) => {
        const rate = basketballReturnRate(h, a) as number;
        expect(Math.abs(rate - 1 / (1 / h + 1 / a))).toBeLessThanOrEqual(STEP / 2);
        expect(basketballReturnRate(a, h)).toBe(rate);
        expect(basketballReturnRate(Math.max(h, more), a) as number).toBeGreaterThanOrEqual(rate);
      }),
    );
  });
});

/** A field of a text-live line: no caret, no surrounding space, not empty. */
const field = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((text) => text.replaceAll('^', '').trim())
  .filter((text) => text !== '');

const textLiveRecord = fc.record({
  time: field,
  team: fc.constantFrom('home' as const, 'away' as const, 'neutral' as const),
  home_score: fc.integer({ min: 0, max: 999 }),
  away_score: fc.integer({ min: 0, max: 999 }),
  description: fc
    .string({ minLength: 1, maxLength: 60 })
    .map((text) => text.trim())
    .filter((text) => text !== ''),
  overtime: fc.integer({ min: 0, max: 99 }),
});

describe('basketball text-live lines (property)', () => {
  it('never throw on any input, and a read line is always well-formed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (input) => {
        const line = parseBasketballTextLive(input);
        if (line === null) return;
        expect(line.time).not.toBe('');
        expect(line.description).not.toBe('');
        expect(line.score).toBe(`${line.home_score}-${line.away_score}`);
        expect(Number.isInteger(line.overtime)).toBe(true);
      }),
    );
  });

  it('read back what was written, carets in the description included', () => {
    fc.assert(
      fc.property(textLiveRecord, (record) => {
        const line = parseBasketballTextLive(formatBasketballTextLive(record));
        expect(line).toEqual({ ...record, score: `${record.home_score}-${record.away_score}` });
      }),
    );
  });

  it('write a read line in a normal form that reads the same again', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('1', '2', '0', '3-2', ' 7 ')),
          {
            minLength: 5,
            maxLength: 7,
          },
        ),
        (parts) => {
          const line = parseBasketballTextLive(parts.join('^'));
          if (line === null) return;
          expect(parseBasketballTextLive(formatBasketballTextLive(line))).toEqual(line);
        },
      ),
    );
  });
});

const upTime = fc.oneof(
  fc.integer({ min: 0, max: 4_102_444_800_000 }),
  fc.integer({ min: 0, max: 4_102_444_800_000 }).map(String),
);

describe('the up_time gate (property)', () => {
  it('is a strict order: never newer than itself, never both ways, transitive', () => {
    fc.assert(
      fc.property(upTime, upTime, upTime, (a, b, c) => {
        expect(isNewerUpdate(a, a)).toBe(false);
        expect(isNewerUpdate(a, b) && isNewerUpdate(b, a)).toBe(false);
        if (isNewerUpdate(a, b) && isNewerUpdate(b, c)) expect(isNewerUpdate(a, c)).toBe(true);
        expect(isNewerUpdate(a, b)).toBe(Number(a) > Number(b));
      }),
    );
  });

  it('takes any valid time over nothing held, and nothing invalid, whatever it is given', () => {
    fc.assert(
      fc.property(upTime, fc.anything(), (time, junk) => {
        expect(isNewerUpdate(time, null)).toBe(true);
        expect(isNewerUpdate(time, undefined)).toBe(true);
        const verdict = isNewerUpdate(junk as never, time);
        expect(typeof verdict).toBe('boolean');
        if (typeof junk !== 'number' && typeof junk !== 'string') expect(verdict).toBe(false);
      }),
    );
  });
});

const footballPage = fc.record({
  sport: fc.constant('football'),
  status_id: fc.constantFrom(1, 2, 3, 4, 10),
  revision: fc.integer({ min: 0, max: 5 }),
  home_team: fc.record({ score: fc.integer({ min: 0, max: 9 }) }),
  away_team: fc.record({ score: fc.integer({ min: 0, max: 9 }) }),
});

describe('the never-backwards rule (property)', () => {
  it('never calls a page backwards from itself, nor one of a higher revision', () => {
    fc.assert(
      fc.property(footballPage, footballPage, (held, next) => {
        expect(isBackwardsUpdate(held, held)).toBe(false);
        if (next.revision > held.revision) expect(isBackwardsUpdate(held, next)).toBe(false);
      }),
    );
  });

  it('takes every page whose status and both scores stand or move on, and refuses every other of the same revision', () => {
    fc.assert(
      fc.property(footballPage, footballPage, (held, next) => {
        const sameRevision = { ...next, revision: held.revision };
        const onwards =
          next.status_id >= held.status_id &&
          next.home_team.score >= held.home_team.score &&
          next.away_team.score >= held.away_team.score;
        expect(isBackwardsUpdate(held, sameRevision)).toBe(!onwards);
      }),
    );
  });

  it('never throws, whatever the pages hold', () => {
    fc.assert(
      fc.property(fc.object(), fc.object(), (held, next) => {
        expect(typeof isBackwardsUpdate(held, next)).toBe('boolean');
      }),
    );
  });
});

const DEV: UrlPolicy = {
  ...DEFAULT_URL_POLICY,
  httpHosts: ['localhost'],
  imageHosts: ['img.kanqiu.example'],
  ownOrigins: ['http://127.0.0.1:8765'],
};
const APP_ORIGIN = 'https://app.kanqiu.example';
/** Strings that look like URLs: a scheme-ish prefix, separators and web-ish characters, mixed. */
const urlish = fc
  .tuple(
    fc.constantFrom(
      '',
      'https:',
      'http:',
      'HTTPS:',
      'javascript:',
      'kanqiu:',
      'intent:',
      'data:',
      '/',
      '//',
      ' ',
      '\t',
    ),
    fc.constantFrom('', '//', '/', '\\\\', '//user@'),
    fc.string({ maxLength: 40 }),
  )
  .map(([scheme, slashes, rest]) => `${scheme}${slashes}${rest}`);
/** Well-formed web URLs (`fc.webUrl()` takes seconds for a hundred; this is the same idea, fast). */
const webUrl = fc
  .tuple(
    fc.constantFrom('https', 'http', 'HTTP', 'ftp'),
    fc.oneof(fc.domain(), fc.constantFrom('localhost', 'img.kanqiu.example', '127.0.0.1')),
    fc.option(fc.integer({ min: 1, max: 70_000 }), { nil: undefined }),
    fc.string({ maxLength: 20 }),
  )
  .map(
    ([scheme, host, port, path]) =>
      `${scheme}://${host}${port === undefined ? '' : `:${port}`}/${encodeURI(path)}`,
  );

describe('the url policy (property)', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), urlish), (input) => {
        for (const check of [checkWebUrl, checkAppUrl, checkImageUrl]) {
          const verdict = check(input, DEV);
          expect(typeof verdict.ok).toBe('boolean');
        }
      }),
    );
  });

  it('passes a web link only when the browser reads it as https, an allowed http host, or a path of the app', () => {
    fc.assert(
      fc.property(fc.oneof(urlish, webUrl, fc.string()), (input) => {
        const verdict = checkWebUrl(input, DEV);
        if (!verdict.ok) return;
        const url = new URL(verdict.url, `${APP_ORIGIN}/index.html`);
        if (verdict.url.startsWith('/')) {
          expect(url.origin).toBe(APP_ORIGIN);
        } else if (url.protocol === 'http:') {
          expect(url.hostname === 'localhost' || url.origin === 'http://127.0.0.1:8765').toBe(true);
        } else {
          expect(url.protocol).toBe('https:');
        }
        expect(url.username).toBe('');
      }),
    );
  });

  it('passes an app link only in the app scheme or as a path of the app', () => {
    fc.assert(
      fc.property(fc.oneof(urlish, fc.string()), (input) => {
        const verdict = checkAppUrl(input, DEV);
        if (!verdict.ok) return;
        // The host parses its own scheme; anything else must stay on the app's origin.
        if (verdict.url.toLowerCase().startsWith('kanqiu:')) return;
        expect(new URL(verdict.url, `${APP_ORIGIN}/index.html`).origin).toBe(APP_ORIGIN);
      }),
    );
  });

  it('passes an image only from the app or a configured host', () => {
    fc.assert(
      fc.property(fc.oneof(urlish, webUrl, fc.string()), (input) => {
        const verdict = checkImageUrl(input, DEV);
        if (!verdict.ok) return;
        const url = new URL(verdict.url, `${APP_ORIGIN}/index.html`);
        // A host listed without a port is allowed on any port; an own origin only as it is.
        const fromListedHost = url.protocol === 'https:' && url.hostname === 'img.kanqiu.example';
        expect(
          fromListedHost || [APP_ORIGIN, 'http://127.0.0.1:8765'].includes(url.origin),
          verdict.url,
        ).toBe(true);
      }),
    );
  });

  it('refuses every spelling of a script link', () => {
    const scheme = fc
      .array(fc.boolean(), { minLength: 10, maxLength: 10 })
      .map((upper) => [...'javascript'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u200b', '\ufeff');
    fc.assert(
      fc.property(
        noise,
        scheme,
        noise,
        fc.string({ maxLength: 20 }),
        (before, name, inside, rest) => {
          const link = `${before}${name.slice(0, 4)}${inside}${name.slice(4)}:${rest}`;
          expect(checkWebUrl(link, DEV).ok).toBe(false);
          expect(checkAppUrl(link, DEV).ok).toBe(false);
          expect(checkImageUrl(link, { ...DEV, dataImages: true }).ok).toBe(false);
        },
      ),
    );
  });
});
