import { describe, expect, it } from 'vitest';
import { realCatalog } from '../../__tests__/shared-catalog';

/**
 * docs/behaviour.md, one name for a player: the text live, the incidents (and so the moment banners
 * and the facts timeline) and the lineup of a replayed World Cup match name each player the same way.
 */
describe('player names across the live pages', () => {
  it('names every player of an incident as the lineup does, and never by his Latin name in the text live when he has a Chinese one', () => {
    const football = realCatalog().matches.filter((match) => match.sport === 'football');
    expect(football).toHaveLength(64);
    for (const match of football) {
      const lineup = match.lineup();
      const page = match.matchPageAt(match.durationSec);
      if (lineup.sport !== 'football' || page.sport !== 'football') throw new Error('not football');
      const players = [lineup.home, lineup.away].flatMap((team) => [
        ...team.starters,
        ...team.bench,
      ]);
      const names = new Set(players.map((player) => player.name));
      for (const incident of page.incidents) {
        for (const name of [incident.player_name, incident.player2_name]) {
          if (name !== null) expect(names, `${match.id}: ${name}`).toContain(name);
        }
      }
      const text = page.tlive.map((line) => line.data).join('\n');
      for (const player of players) {
        if (player.name === player.name_en || !/\p{Script=Han}/u.test(player.name)) continue;
        expect(text, `${match.id}: ${player.name_en} (${player.name})`).not.toContain(
          player.name_en,
        );
      }
    }
  });
});
