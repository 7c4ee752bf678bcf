import { searchKey } from '@kanqiu/core';
import { pinyin } from 'pinyin-pro';

/**
 * The search terms of a name (docs/contract.md, "Search"): the Chinese name, its pinyin (`faguo`),
 * its pinyin initials (`fg`) and the Latin name (`croatia`, `kmbappe`), each in the form of
 * {@link searchKey}, without empty or repeated ones. Pinyin comes from pinyin-pro, which reads a
 * character's sound in context (`曾` in a name); letters and digits stay as they are (`NBA总决赛` →
 * `nbazongjuesai`, `nbazjs`).
 */
export function searchTerms(name: string, latinName = ''): string[] {
  const syllables = pinyin(name, {
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
    v: true,
  });
  const initials = pinyin(name, {
    pattern: 'first',
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
  });
  const terms = [name, syllables.join(''), initials.join(''), latinName].map(searchKey);
  return [...new Set(terms.filter((term) => term !== ''))];
}
