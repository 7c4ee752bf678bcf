import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareBars, type CompareRow } from './compare-bars';

const ROWS: CompareRow[] = [
  { key: 'rebounds', label: '篮板', home: 51, away: 35 },
  { key: 'turnovers', label: '失误', home: 9, away: 13, better: 'lower' },
  { key: 'paint', label: '内线得分', home: 42, away: 42 },
  { key: 'fg', label: '投篮', home: 42.7, away: 44.9, homeText: '38-89', awayText: '35-78' },
];

const row = (key: string) => document.querySelector(`[data-key="${key}"]`) as HTMLElement;

describe('CompareBars', () => {
  it('shows each value at its side and the label between them', () => {
    render(<CompareBars rows={ROWS} homeName="凯尔特人" awayName="独行侠" />);
    expect(row('rebounds').querySelector('.kq-compare__value--home')).toHaveTextContent('51');
    expect(row('rebounds').querySelector('.kq-compare__value--away')).toHaveTextContent('35');
    expect(row('fg').querySelector('.kq-compare__value--home')).toHaveTextContent('38-89');
    expect(screen.getByText('内线得分')).toBeInTheDocument();
  });

  it('marks the better side: more of most things, fewer turnovers', () => {
    render(<CompareBars rows={ROWS} />);
    expect(row('rebounds').dataset.lead).toBe('home');
    expect(row('turnovers').dataset.lead).toBe('home');
    expect(row('paint').dataset.lead).toBe('even');
    expect(row('fg').dataset.lead).toBe('away');
  });

  it('splits the bar in proportion, half each when both are 0', () => {
    render(<CompareBars rows={[...ROWS, { key: 'zero', label: '快攻得分', home: 0, away: 0 }]} />);
    const grow = (key: string, side: string) =>
      Number((row(key).querySelector(`.kq-compare__fill--${side}`) as HTMLElement).style.flexGrow);
    expect(grow('rebounds', 'home')).toBeCloseTo(51 / 86);
    expect(grow('rebounds', 'away')).toBeCloseTo(35 / 86);
    expect(grow('zero', 'home')).toBe(0.5);
    expect(row('zero').dataset.lead).toBe('none');
  });

  it('shows placeholders while loading and the empty view without rows', () => {
    const { rerender } = render(<CompareBars rows={[]} loading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(<CompareBars rows={[]} empty="暂无技术统计" />);
    expect(screen.getByText('暂无技术统计')).toBeInTheDocument();
  });
});
