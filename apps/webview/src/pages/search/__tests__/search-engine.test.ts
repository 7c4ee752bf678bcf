import type { SearchEntry } from '@kanqiu/core/contract';
import { describe, expect, it } from 'vitest';
import { createSearchEngine, SEARCH_RESULTS_PER_KIND } from '../search-engine';

function entry(kind: SearchEntry['kind'], id: string, title: string, terms: string[]): SearchEntry {
  return {
    kind,
    id,
    sport: 'football',
    title,
    subtitle: '',
    terms,
    target: { route: 'footballLive', query: { match_id: id } },
  };
}

const FRANCE = entry('team', 'FRA', '法国', ['法国', 'faguo', 'fg', 'france']);
const FIJI = entry('team', 'FIJ', '斐济', ['斐济', 'feiji', 'fj', 'fiji']);
const CROATIA = entry('team', 'CRO', '克罗地亚', ['克罗地亚', 'keluodiya', 'kldy', 'croatia']);
const MBAPPE = entry('player', '353833', '姆巴佩', ['姆巴佩', 'mubapei', 'mbp', 'kmbappe']);
const GRIEZMANN = entry('player', '3682', '格列兹曼', [
  '格列兹曼',
  'geliezeman',
  'glzm',
  'agriezmann',
]);
const FINAL = entry('match', '2058017', '法国 vs 克罗地亚', [
  '法国',
  'faguo',
  'fg',
  'france',
  '克罗地亚',
  'keluodiya',
  'kldy',
  'croatia',
]);
const WORLD_CUP = entry('competition', 'wc2018', '2018世界杯', [
  '2018世界杯',
  '2018shijiebei',
  '2018sjb',
  'worldcup2018',
]);

const engine = createSearchEngine([WORLD_CUP, FINAL, MBAPPE, GRIEZMANN, FIJI, FRANCE, CROATIA]);
const titles = (query: string) =>
  engine.search(query).map((group) => [group.kind, group.entries.map((e) => e.title)]);

describe('createSearchEngine', () => {
  it('finds a team by pinyin initials, full pinyin, Chinese and Latin name', () => {
    expect(titles('fg')).toEqual([
      ['team', ['法国']],
      ['match', ['法国 vs 克罗地亚']],
    ]);
    expect(titles('faguo')[0]).toEqual(['team', ['法国']]);
    expect(titles('法国')[0]).toEqual(['team', ['法国']]);
    expect(titles('Croatia')[0]).toEqual(['team', ['克罗地亚']]);
  });

  it('finds a player by initials and by the Latin name typed without accent or initial', () => {
    expect(titles('mbp')).toEqual([['player', ['姆巴佩']]]);
    expect(titles('mbappe')).toEqual([['player', ['姆巴佩']]]);
    expect(titles('Mbappé')).toEqual([['player', ['姆巴佩']]]);
  });

  it('groups by kind in the order team, player, match, competition', () => {
    expect(engine.search('f').map((group) => group.kind)).toEqual(['team', 'match']);
    expect(titles('2018')).toEqual([['competition', ['2018世界杯']]]);
  });

  it('ranks an exact term before a term that starts with the query, before one holding it', () => {
    // `fiji` is Fiji's Latin name exactly; France only holds `f` at the start.
    expect(titles('fiji')[0]).toEqual(['team', ['斐济']]);
    expect(engine.search('f')[0]?.entries.map((e) => e.title)).toEqual(['斐济', '法国']);
    const both = createSearchEngine([
      entry('team', 'A', '内含', ['xxfgxx']),
      entry('team', 'B', '开头', ['fgxx']),
      entry('team', 'C', '等于', ['fg']),
    ]);
    expect(both.search('fg')[0]?.entries.map((e) => e.title)).toEqual(['等于', '开头', '内含']);
  });

  it('ignores spaces, dots and case, and finds nothing for an empty or unmatched query', () => {
    expect(titles(' Fa Guo ')[0]).toEqual(['team', ['法国']]);
    expect(engine.search('')).toEqual([]);
    expect(engine.search('  ·  ')).toEqual([]);
    expect(engine.search('zzzz')).toEqual([]);
  });

  it(`shows at most ${SEARCH_RESULTS_PER_KIND} of a kind and says how many matched`, () => {
    const many = createSearchEngine(
      Array.from({ length: 45 }, (_, i) => entry('player', String(i), `球员${i}`, [`qiuyuan${i}`])),
    );
    const [group] = many.search('qiuyuan');
    expect(group?.entries).toHaveLength(SEARCH_RESULTS_PER_KIND);
    expect(group?.total).toBe(45);
  });
});
