import { applyPagePatch } from '@kanqiu/core';
import { describe, expect, it } from 'vitest';
import { diffPage } from '../page-diff';

const line = (id: number, text: string) => ({ id, text });

describe('diffPage', () => {
  it('gives no op for an unchanged page, even when rebuilt as new objects', () => {
    const page = { score: '1-0', tlive: [line(1, '开球')], home: { name: '法国' } };
    expect(diffPage(page, structuredClone(page))).toEqual([]);
  });

  it('sends only the new lines of a list that grew at its end, as one append', () => {
    const prev = { minute: 84, tlive: [line(1, '开球'), line(2, '进球')] };
    const next = { minute: 85, tlive: [line(1, '开球'), line(2, '进球'), line(3, '换人')] };
    expect(diffPage(prev, next)).toEqual([
      { op: 'set', path: ['minute'], value: 85 },
      { op: 'append', path: ['tlive'], items: [line(3, '换人')] },
    ]);
  });

  it('sends the new lines of a list kept newest first as one prepend', () => {
    const prev = { tlive: [line(2, '进球'), line(1, '开球')] };
    const next = { tlive: [line(4, '黄牌'), line(3, '换人'), line(2, '进球'), line(1, '开球')] };
    expect(diffPage(prev, next)).toEqual([
      { op: 'prepend', path: ['tlive'], items: [line(4, '黄牌'), line(3, '换人')] },
    ]);
  });

  it('sets a changed item of a list by index, after a prepend at its new place', () => {
    const prev = { tlive: [line(2, '进球'), line(1, '开球')] };
    const next = { tlive: [line(3, '换人'), line(2, '进球'), line(1, '比赛开始')] };
    expect(diffPage(prev, next)).toEqual([
      { op: 'prepend', path: ['tlive'], items: [line(3, '换人')] },
      { op: 'set', path: ['tlive', 2, 'text'], value: '比赛开始' },
    ]);
  });

  it('removes a key that went and sets a list that shrank whole', () => {
    const prev = { half_score: '1-0', stats: [1, 2, 3] };
    const next = { stats: [1] };
    expect(diffPage(prev, next)).toEqual([
      { op: 'set', path: ['stats'], value: [1] },
      { op: 'remove', path: ['half_score'] },
    ]);
  });

  it('gives ops that rebuild the next page from the previous one', () => {
    const prev = {
      score: { home: 1, away: 0 },
      tlive: [line(1, 'a'), line(2, 'b')],
      stats: [{ name: '射门', home: 3, away: 2 }],
      gone: true,
    };
    const next = {
      score: { home: 1, away: 1 },
      tlive: [line(1, 'a'), line(2, 'b'), line(3, 'c')],
      stats: [{ name: '射门', home: 3, away: 3 }],
      added: [1],
    };
    expect(applyPagePatch(prev, diffPage(prev, next))).toEqual(next);
  });
});
