import { describe, expect, it } from 'vitest';
import { encodeQuery } from '../http/query-params';

describe('encodeQuery', () => {
  it('repeats arrays as key[] and skips empty items', () => {
    const query = encodeQuery({ ids: [1, null, 2, undefined, 'x'] });
    expect([...query]).toEqual([
      ['ids[]', '1'],
      ['ids[]', '2'],
      ['ids[]', 'x'],
    ]);
  });

  it('writes dates as ISO strings and objects as JSON', () => {
    const query = encodeQuery({
      at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)),
      where: { a: [1, 'b'], c: null },
      list: [{ id: 1 }],
    });
    expect(query.get('at')).toBe('2026-01-02T03:04:05.006Z');
    expect(query.get('where')).toBe('{"a":[1,"b"],"c":null}');
    expect(query.getAll('list[]')).toEqual(['{"id":1}']);
  });

  it('skips undefined and null, keeps false, 0 and the empty string', () => {
    const query = encodeQuery({ a: undefined, b: null, c: false, d: 0, e: '' });
    expect([...query]).toEqual([
      ['c', 'false'],
      ['d', '0'],
      ['e', ''],
    ]);
  });

  it('refuses an invalid date, naming the parameter', () => {
    expect(() => encodeQuery({ from: new Date('nope') })).toThrow(RangeError);
    expect(() => encodeQuery({ from: new Date('nope') })).toThrow(/from/);
  });

  it('escapes hostile text instead of passing it through', () => {
    const query = encodeQuery({ q: '<script>&x=1#' });
    expect(query.toString()).toBe('q=%3Cscript%3E%26x%3D1%23');
  });
});
