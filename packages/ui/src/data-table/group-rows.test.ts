import { describe, expect, it } from 'vitest';
import { groupRows } from './group-rows';

const data = [
  { name: '甲', starter: true, points: 10 },
  { name: '乙', starter: true, points: 30 },
  { name: '丙', starter: false, points: 20 },
  { name: '丁', starter: false, points: 5 },
];
const decorate = (rows: typeof data) =>
  rows.map((row) => ({ ...row, index: data.indexOf(row) + 1, checked: false }));
const groupOf = (row: { starter: boolean }) =>
  row.starter ? { key: 'starters', title: '首发' } : { key: 'bench', title: '替补' };

describe('groupRows', () => {
  it('keeps the groups in the order they first appear in the data', () => {
    const byPointsDesc = decorate([...data].sort((a, b) => b.points - a.points));
    const groups = groupRows(data, byPointsDesc, groupOf);
    expect(groups.map((entry) => entry.group.key)).toEqual(['starters', 'bench']);
  });

  it('orders the rows inside each group as sorted, never across groups', () => {
    const byPointsDesc = decorate([...data].sort((a, b) => b.points - a.points));
    const groups = groupRows(data, byPointsDesc, groupOf);
    expect(groups.map((entry) => entry.rows.map((row) => row.name))).toEqual([
      ['乙', '甲'],
      ['丙', '丁'],
    ]);
  });

  it('leaves out a group with no rows', () => {
    const onlyStarters = data.filter((row) => row.starter);
    expect(groupRows(onlyStarters, decorate(onlyStarters), groupOf)).toHaveLength(1);
  });
});
