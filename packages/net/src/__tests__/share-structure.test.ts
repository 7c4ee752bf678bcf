import { describe, expect, it } from 'vitest';
import { shareStructure } from '../socket/share-structure';

describe('shareStructure', () => {
  const prev = {
    up_time: 1,
    home_team: { name: '法国', score: 1 },
    away_team: { name: '克罗地亚', score: 1 },
    tlive: [
      { id: 2, data: '扳平' },
      { id: 1, data: '开球' },
    ],
  };

  it('returns the previous value itself when nothing changed', () => {
    expect(shareStructure(prev, structuredClone(prev))).toBe(prev);
  });

  it('keeps the identity of every unchanged part and gives new identities only on the changed path', () => {
    const next = structuredClone(prev);
    next.up_time = 2;
    next.home_team.score = 2;
    next.tlive.unshift({ id: 3, data: '进球' });
    const shared = shareStructure(prev, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(prev);
    expect(shared.home_team).not.toBe(prev.home_team);
    expect(shared.away_team).toBe(prev.away_team);
    expect(shared.tlive).not.toBe(prev.tlive);
    // The lines already shown keep their objects even though they moved down the list.
    expect(shared.tlive[1]).toBe(prev.tlive[0]);
    expect(shared.tlive[2]).toBe(prev.tlive[1]);
  });

  it('sees a key that disappears or appears as a change', () => {
    expect(shareStructure({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    const before = { a: 1, c: undefined };
    const after = shareStructure(before, { a: 1, b: undefined });
    expect(after).not.toBe(before);
    expect(Object.keys(after)).toEqual(['a', 'b']);
  });

  it('walks only plain JSON values', () => {
    const date = new Date(0);
    expect(shareStructure({ at: new Date(0) }, { at: date }).at).toBe(date);
    expect(shareStructure(null, { a: 1 })).toEqual({ a: 1 });
    expect(shareStructure([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    // Items without distinct ids are matched by position.
    const list = [{ n: 1 }, { n: 2 }];
    expect(shareStructure(list, [{ n: 1 }, { n: 3 }])[0]).toBe(list[0]);
  });
});
