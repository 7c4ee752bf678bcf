import type { MatchListEntry } from '@kanqiu/core/contract';
import { describe, expect, it } from 'vitest';
import { followKey } from '../follow-store';
import { alertMatches } from '../followed-matches';

const entry = (
  id: string,
  state: MatchListEntry['state'],
  home: string,
  away: string,
  kickoff: string,
): MatchListEntry =>
  ({
    match_id: id,
    sport: 'football',
    state,
    kickoff,
    home_team: { id: home, name: home, code: home },
    away_team: { id: away, name: away, code: away },
  }) as MatchListEntry;

const matches = [
  entry('later', 'upcoming', 'FRA', 'BEL', '2026-11-27T12:00:00Z'),
  entry('soon', 'upcoming', 'ARG', 'CRO', '2026-11-27T10:00:00Z'),
  entry('over', 'finished', 'FRA', 'URU', '2026-11-27T06:00:00Z'),
  entry('now', 'live', 'ENG', 'SWE', '2026-11-27T08:00:00Z'),
];

describe('alertMatches', () => {
  it("watches a followed player's team's matches that are not over, live first, then the soonest", () => {
    expect(
      alertMatches(matches, new Set(), new Set(['FRA', 'ENG'])).map(({ match, direct }) => [
        match.match_id,
        direct,
      ]),
    ).toEqual([
      ['now', false],
      ['later', false],
    ]);
  });

  it('marks a match followed directly, or through its team, as followed', () => {
    const keys = new Set([followKey('match', 'soon'), followKey('team', 'FRA')]);
    expect(
      alertMatches(matches, keys, new Set(['ENG'])).map(({ match, direct }) => [
        match.match_id,
        direct,
      ]),
    ).toEqual([
      ['now', false],
      ['soon', true],
      ['later', true],
    ]);
  });

  it('watches nothing for a fan who follows neither a match nor a playing team or player', () => {
    expect(alertMatches(matches, new Set(), new Set(['GER']))).toEqual([]);
  });
});
