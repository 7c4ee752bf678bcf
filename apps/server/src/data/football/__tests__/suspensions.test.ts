import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../shared/data-dir';
import { loadFootballSources } from '../load-football';
import { deriveSuspensions } from '../suspensions';

const sources = loadFootballSources(resolveDataDir());
const suspensions = deriveSuspensions(
  sources.map((source) => ({ header: source.header, data: source.convert() })),
);

/** `player id → the match he missed`, as the derivation gives it. */
function missed(): Map<number, string> {
  const out = new Map<number, string>();
  for (const [matchId, list] of suspensions) {
    for (const suspension of list) out.set(suspension.playerId, matchId);
  }
  return out;
}

describe('suspensions of the World Cup 2018, from the real cards', () => {
  it('finds the bans the tournament had', () => {
    const bans = missed();
    // Casemiro: booked against Switzerland and Mexico, missed the quarter-final against Belgium.
    expect(bans.get(40756)).toBe('2058011');
    // Meunier: booked against Panama and Brazil, missed the semi-final against France.
    expect(bans.get(37824)).toBe('2058014');
    // Matuidi: booked against Peru and Argentina, missed the quarter-final against Uruguay.
    expect(bans.get(25437)).toBe('2058010');
    // Boateng: sent off (second yellow) against Sweden, missed South Korea–Germany.
    expect(bans.get(14716)).toBe('2057988');
    // Carlos Sánchez: straight red in the 3rd minute against Japan, missed Poland–Colombia.
    expect(bans.get(26518)).toBe('2057998');
    // Smolnikov: two yellows against Uruguay, missed the round of 16 against Spain.
    expect(bans.get(101825)).toBe('2058004');
    const casemiro = suspensions.get('2058011')?.find((s) => s.playerId === 40756);
    expect(casemiro).toMatchObject({
      reason: 'yellow_cards',
      cardMatchIds: ['2057978', '2058006'],
    });
    expect(suspensions.get('2057988')?.[0]).toMatchObject({
      playerId: 14716,
      reason: 'red_card',
      cardMatchIds: ['2057986'],
    });
  });

  it('never lists a suspended player in the lineup or on the bench of the match he misses', () => {
    let count = 0;
    for (const source of sources) {
      const named = new Set(
        Object.values(source.header.teamData).flatMap((team) =>
          [...team.formation.lineup, ...team.formation.bench].map((entry) => entry.playerId),
        ),
      );
      for (const suspension of suspensions.get(source.header.id) ?? []) {
        count += 1;
        expect(named.has(suspension.playerId)).toBe(false);
        expect(Object.values(source.header.wyscoutTeamIds)).toContain(suspension.teamId);
      }
    }
    expect(count).toBeGreaterThanOrEqual(14);
  });

  it('wipes single cautions after the quarter-finals: Mbappé, booked in both, plays the final', () => {
    expect(suspensions.get('2058017')).toBeUndefined();
    expect(suspensions.get('2058016')).toBeUndefined();
    const final = sources.find((source) => source.header.id === '2058017');
    const france = final?.header.teamData[1].formation.lineup.map((entry) => entry.playerId);
    expect(france).toContain(353833);
  });
});
