import { describe, expect, it } from 'vitest';
import { formShortfall } from '../form-shortfall';
import { finalAnalysis } from './analysis-fixture';

describe('formShortfall', () => {
  it('names every team on show with fewer matches than the filter', () => {
    expect(formShortfall(finalAnalysis(), 'both', 10)).toEqual([
      { side: 'home', name: '法国', count: 2 },
      { side: 'away', name: '克罗地亚', count: 2 },
    ]);
  });

  it('only looks at the team the filter shows', () => {
    expect(formShortfall(finalAnalysis(), 'away', 20)).toEqual([
      { side: 'away', name: '克罗地亚', count: 2 },
    ]);
  });

  it('says nothing when a list fills the filter', () => {
    const analysis = finalAnalysis();
    const first = analysis.home.matches[0];
    if (!first) throw new Error('fixture');
    analysis.home.matches = Array.from({ length: 10 }, (_, i) => ({
      ...first,
      match_id: `m${i}`,
    }));
    expect(formShortfall(analysis, 'home', 10)).toEqual([]);
    expect(formShortfall(analysis, 'home', 20)).toEqual([
      { side: 'home', name: '法国', count: 10 },
    ]);
  });
});
