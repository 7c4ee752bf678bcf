import type { MatchListEntry } from '@kanqiu/core/contract';
import { describe, expect, it } from 'vitest';
import { followKey } from '../follow-store';
import { alertMatches, teamsToFollow } from '../followed-matches';

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

describe('teamsToFollow', () => {
  const names = (teams: readonly { id: string }[]) => teams.map((team) => team.id);

  it("offers each team once, live matches' first, none already followed, at most the limit", () => {
    const follows = [{ kind: 'team', id: 'ARG', name: 'ARG', followed_at: '2026-11-27T00:00:00Z' }];
    expect(names(teamsToFollow(matches, follows as never, 5))).toEqual([
      'ENG',
      'SWE',
      'FRA',
      'BEL',
      'CRO',
    ]);
  });

  it('keeps the teams offered before in their places when a match starts or ends', () => {
    const before = teamsToFollow(matches, [], 4);
    expect(names(before)).toEqual(['ENG', 'SWE', 'FRA', 'BEL']);
    // The live match ends and another starts: live first alone would put ARG and CRO in front.
    const after = matches.map((match) =>
      match.match_id === 'now'
        ? { ...match, state: 'finished' as const }
        : match.match_id === 'soon'
          ? { ...match, state: 'live' as const }
          : match,
    );
    expect(names(teamsToFollow(after, [], 4))).toEqual(['ARG', 'CRO', 'FRA', 'BEL']);
    expect(names(teamsToFollow(after, [], 4, before))).toEqual(['ENG', 'SWE', 'FRA', 'BEL']);
  });

  it("fills the place of a team the list no longer has, and keeps the others' places", () => {
    const before = teamsToFollow(matches, [], 4);
    const without = matches.filter((match) => match.match_id !== 'now');
    expect(names(teamsToFollow(without, [], 4, before))).toEqual(['ARG', 'CRO', 'FRA', 'BEL']);
    const withoutLater = matches.filter((match) => match.match_id !== 'later');
    expect(names(teamsToFollow(withoutLater, [], 4, before))).toEqual(['ENG', 'SWE', 'FRA', 'ARG']);
  });
});
