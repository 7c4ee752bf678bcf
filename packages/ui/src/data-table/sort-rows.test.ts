import { describe, expect, it, vi } from 'vitest';
import { nextSort, sortRows } from './sort-rows';

const rows = [
  { name: '乙', score: 10, index: 1, checked: false },
  { name: '甲', score: null, index: 2, checked: false },
  { name: '丙', score: 2, index: 3, checked: false },
  { name: '丁', score: 10, index: 4, checked: false },
];

describe('nextSort', () => {
  it('starts a new column ascending, then descending, then unsorted', () => {
    const first = nextSort(null, 'score');
    expect(first).toEqual({ key: 'score', order: 'asc' });
    const second = nextSort(first, 'score');
    expect(second).toEqual({ key: 'score', order: 'desc' });
    expect(nextSort(second, 'score')).toBeNull();
  });

  it('moves to another column ascending whatever the current order', () => {
    expect(nextSort({ key: 'score', order: 'desc' }, 'name')).toEqual({
      key: 'name',
      order: 'asc',
    });
  });
});

describe('sortRows', () => {
  it('keeps the given order when unsorted', () => {
    expect(sortRows(rows, null).map((row) => row.index)).toEqual([1, 2, 3, 4]);
  });

  it('compares numbers as numbers, keeps ties stable and empty values last', () => {
    expect(sortRows(rows, { key: 'score', order: 'asc' }).map((row) => row.index)).toEqual([
      3, 1, 4, 2,
    ]);
    expect(sortRows(rows, { key: 'score', order: 'desc' }).map((row) => row.index)).toEqual([
      1, 4, 3, 2,
    ]);
  });

  it('uses a custom comparator when given one', () => {
    const byIndexDesc = (a: { index: number }, b: { index: number }) => b.index - a.index;
    expect(sortRows(rows, { key: 'x', order: 'asc' }, byIndexDesc).map((row) => row.index)).toEqual(
      [4, 3, 2, 1],
    );
  });

  it('compares numeric text numerically', () => {
    const text = [
      { v: '10', index: 1, checked: false },
      { v: '9', index: 2, checked: false },
    ];
    expect(sortRows(text, { key: 'v', order: 'asc' }).map((row) => row.v)).toEqual(['9', '10']);
  });

  it('makes the text collator on the first comparison of text, not on load nor for numbers', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'Collator');
    try {
      const fresh = await import('./sort-rows');
      fresh.sortRows(rows, { key: 'score', order: 'asc' });
      expect(made).not.toHaveBeenCalled();
      expect(fresh.sortRows(rows, { key: 'name', order: 'asc' }).map((row) => row.name)).toEqual([
        '丙',
        '丁',
        '甲',
        '乙',
      ]);
      fresh.sortRows(rows, { key: 'name', order: 'desc' });
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
