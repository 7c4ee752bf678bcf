import { it } from 'vitest';
import { loadFootballSources } from './data/football/load-football';
import { resolveDataDir } from './data/shared/data-dir';

it('look', () => {
  const sources = loadFootballSources(resolveDataDir());
  const cards = new Map<number, string[]>();
  for (const s of sources) {
    const d = s.convert();
    for (const m of d.moments)
      if (m.code === 3 && m.playerId)
        cards.set(m.playerId, [
          ...(cards.get(m.playerId) ?? []),
          `${s.header.round}:${s.header.id}`,
        ]);
  }
  for (const [p, list] of cards)
    if (list.length >= 2 && list.some((x) => /Semi|Final|third/.test(x)))
      console.log('CARD', p, list.join(' '));
});
