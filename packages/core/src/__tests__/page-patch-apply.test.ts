import { describe, expect, it } from 'vitest';
import type { PagePatchOp } from '../contract/page-patch';
import { applyPagePatch, PagePatchError } from '../page-patch-apply';

const page = () => ({
  score: { home: 1, away: 0 },
  tlive: [{ id: 1, text: '开球' }],
  stats: [{ name: '射门', home: 3, away: 2 }],
  home_team: { name: '法国', players: [{ name: '格列兹曼' }] },
});

describe('applyPagePatch', () => {
  it('changes only the objects on the paths of its ops and keeps every other one', () => {
    const held = page();
    const next = applyPagePatch(held, [
      { op: 'set', path: ['score', 'away'], value: 1 },
      { op: 'append', path: ['tlive'], items: [{ id: 2, text: '进球' }] },
    ]);
    expect(next).toEqual({
      ...page(),
      score: { home: 1, away: 1 },
      tlive: [
        { id: 1, text: '开球' },
        { id: 2, text: '进球' },
      ],
    });
    expect(next.stats).toBe(held.stats);
    expect(next.home_team).toBe(held.home_team);
    expect(next.tlive[0]).toBe(held.tlive[0]);
    expect(held).toEqual(page());
  });

  it('prepends, removes a key and sets a new one', () => {
    const held = page();
    const next = applyPagePatch<Record<string, unknown>>(held, [
      { op: 'prepend', path: ['tlive'], items: [{ id: 0, text: '赛前' }] },
      { op: 'remove', path: ['stats'] },
      { op: 'set', path: ['half_score'], value: '1-0' },
    ]);
    expect(next.tlive).toEqual([
      { id: 0, text: '赛前' },
      { id: 1, text: '开球' },
    ]);
    expect(next).not.toHaveProperty('stats');
    expect(next.half_score).toBe('1-0');
  });

  it('refuses ops that do not fit the page, leaving it as it was', () => {
    const bad: PagePatchOp[] = [
      { op: 'set', path: ['nowhere', 'x'], value: 1 },
      { op: 'append', path: ['score'], items: [1] },
      { op: 'remove', path: ['tlive', 0] },
      { op: 'remove', path: ['missing'] },
      { op: 'set', path: ['tlive', 5], value: {} },
      { op: 'set', path: ['tlive', 'first'], value: {} },
      { op: 'set', path: ['__proto__'], value: { polluted: true } },
    ];
    for (const op of bad) {
      const held = page();
      expect(() => applyPagePatch(held, [op])).toThrow(PagePatchError);
      expect(held).toEqual(page());
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
