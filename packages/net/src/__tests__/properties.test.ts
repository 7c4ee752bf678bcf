import { footballMatchScene } from '@kanqiu/core/contract/football';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmitter } from '../emitter';
import { encodeQuery, type QueryParams } from '../http/query-params';
import type { LiveSocketEvents } from '../socket/live-socket-options';
import { SceneStream } from '../socket/scene-stream';
import { footballPageFixture } from './helpers/football-page';
import { createRecordingLogger } from './helpers/recording-logger';

const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const date = fc.date({ noInvalidDate: true });
const value = fc.oneof(
  scalar,
  date,
  fc.array(fc.oneof(scalar, date)),
  fc.dictionary(fc.string(), fc.jsonValue()),
);
const params = fc.dictionary(fc.string(), value) as fc.Arbitrary<QueryParams>;

/** What the product's backend reads a value as (docs/behaviour.md §7). */
function expected(item: unknown): string {
  if (item instanceof Date) return item.toISOString();
  if (typeof item === 'object') return JSON.stringify(item);
  return String(item);
}

describe('query encoding (property)', () => {
  it('never throws for valid values, and writes each as the backend reads it, in order', () => {
    fc.assert(
      fc.property(params, (query) => {
        const entries: Array<[string, string]> = [];
        for (const [key, item] of Object.entries(query)) {
          if (item === null || item === undefined) continue;
          if (Array.isArray(item)) {
            for (const element of item) {
              if (element !== null && element !== undefined)
                entries.push([`${key}[]`, expected(element)]);
            }
          } else {
            entries.push([key, expected(item)]);
          }
        }
        expect([...encodeQuery(query)]).toEqual(entries);
      }),
    );
  });

  it('survives the trip through the URL text unchanged', () => {
    fc.assert(
      fc.property(params, (query) => {
        const encoded = encodeQuery(query);
        expect([...new URLSearchParams(encoded.toString())]).toEqual([...encoded]);
        expect(new URL(`https://api.example/api/matches?${encoded}`).searchParams.toString()).toBe(
          encoded.toString(),
        );
      }),
    );
  });

  it('refuses an invalid date by its parameter name, and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (key) => {
        expect(() => encodeQuery({ [key]: new Date(Number.NaN) })).toThrow(RangeError);
        expect(() => encodeQuery({ [key]: [new Date(Number.NaN)] })).toThrow(key);
      }),
    );
  });
});

function feed() {
  const logger = createRecordingLogger();
  const emitter = createEmitter<LiveSocketEvents>(() => undefined);
  return { feed: new SceneStream(emitter, logger), logger };
}

const frameType = fc.string({ minLength: 1 });

describe('frame reading (property)', () => {
  it('never throws, and drops with a log line whatever is not a frame', () => {
    const { feed: reader, logger } = feed();
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (data) => {
        const before = logger.lines.length;
        const frame = reader.read(data);
        if (frame === null) expect(logger.lines.length).toBe(before + 1);
        else expect(typeof frame.type).toBe('string');
      }),
    );
  });

  it('reads every JSON object with a string type back as {type, content}', () => {
    const { feed: reader } = feed();
    fc.assert(
      fc.property(frameType, fc.option(fc.jsonValue(), { nil: undefined }), (type, content) => {
        const text = JSON.stringify(content === undefined ? { type } : { type, content });
        // What JSON carries of the content (-0 travels as 0).
        const sent = content === undefined ? null : JSON.parse(JSON.stringify(content));
        expect(reader.read(text)).toEqual({ type, content: sent });
      }),
    );
  });

  it('keeps, of any shuffle of pushes, exactly the newest, and never one that goes back', () => {
    const page = footballPageFixture();
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        (times) => {
          const { feed: reader } = feed();
          reader.setScene(footballMatchScene('2058017'));
          // Later up_times carry higher scores, as a real match would.
          const rank = [...times].sort((a, b) => a - b);
          for (const upTime of times) {
            const goals = rank.indexOf(upTime);
            reader.applyPage(
              { ...page, up_time: upTime, home_team: { ...page.home_team, score: goals } },
              'push',
            );
            expect(reader.page?.up_time).toBe(
              Math.max(...times.slice(0, times.indexOf(upTime) + 1)),
            );
          }
          expect(reader.page).toMatchObject({ home_team: { score: times.length - 1 } });
        },
      ),
    );
  });
});
