import type { FootballIncident } from '@kanqiu/core/contract/football';
import { describe, expect, it } from 'vitest';
import { shootoutTally } from '../shootout-tally';

function incident(
  id: string,
  type: FootballIncident['type'],
  position: 0 | 1 | 2,
): FootballIncident {
  return {
    id,
    type,
    type_label: '',
    minute: 120,
    added: 0,
    minute_text: '点球',
    position,
    player_id: null,
    player_name: null,
    player2_id: null,
    player2_name: null,
    reason_type: null,
    home_score: 1,
    away_score: 1,
    text: '',
  };
}

describe('shootoutTally', () => {
  it('counts the kicks of Croatia–Denmark in order, to 3-2', () => {
    // Eriksen and Badelj missed, Kjær and Kramarić scored, …, Rakitić scored the last kick.
    const kicks: [string, FootballIncident['type'], 1 | 2][] = [
      ['eriksen', 30, 2],
      ['badelj', 30, 1],
      ['kjaer', 29, 2],
      ['kramaric', 29, 1],
      ['krohn-dehli', 29, 2],
      ['modric', 29, 1],
      ['schone', 30, 2],
      ['pivaric', 30, 1],
      ['jorgensen', 30, 2],
      ['rakitic', 29, 1],
    ];
    const incidents = [
      incident('goal', 1, 1),
      incident('extratime-end', 26, 0),
      ...kicks.map(([id, type, side]) => incident(id, type, side)),
      incident('shootout-end', 27, 0),
      incident('fulltime', 12, 0),
    ];
    const tally = shootoutTally(incidents);
    expect(tally.get('eriksen')).toBe('0-0');
    expect(tally.get('kjaer')).toBe('0-1');
    expect(tally.get('modric')).toBe('2-2');
    expect(tally.get('jorgensen')).toBe('2-2');
    expect(tally.get('rakitic')).toBe('3-2');
    expect(tally.get('shootout-end')).toBe('3-2');
    expect(tally.get('fulltime')).toBe('3-2');
    expect(tally.has('goal')).toBe(false);
    expect(tally.has('extratime-end')).toBe(false);
  });

  it('is empty for a match decided in 90 minutes', () => {
    expect(shootoutTally([incident('goal', 1, 1), incident('fulltime', 12, 0)]).size).toBe(0);
  });
});
