import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routing/routes';
import { matchSceneOf } from '../early-match-check';

describe('matchSceneOf', () => {
  it('names the match scene of a football or basketball match page', () => {
    expect(matchSceneOf(ROUTES.footballLive, 'match_id=2058017')).toBe(
      'detail_football_match_id_2058017',
    );
    expect(matchSceneOf(ROUTES.basketballStatistics, 'match_id=401656363')).toBe(
      'detail_basketball_match_id_401656363',
    );
  });

  it('names the match of an odds page, whose own scene is the odds scene of that match', () => {
    expect(matchSceneOf(ROUTES.footballExponentDetail, 'match_id=7&market=1&company_id=3')).toBe(
      'detail_football_match_id_7',
    );
  });

  it('asks nothing for team and player pages, pages about no match, or an id no scene can name', () => {
    expect(matchSceneOf(ROUTES.footballTeamDetail, 'match_id=1&team_id=2')).toBeNull();
    expect(matchSceneOf(ROUTES.footballPlayer, 'player_id=2')).toBeNull();
    expect(matchSceneOf(ROUTES.home, '')).toBeNull();
    expect(matchSceneOf(ROUTES.footballLive, '')).toBeNull();
    expect(matchSceneOf(ROUTES.footballLive, 'match_id=a%20b')).toBeNull();
  });

  it('asks nothing for the football overview, which also opens matches outside the replay', () => {
    expect(matchSceneOf(ROUTES.footballGen, 'match_id=wc2022-064')).toBeNull();
    expect(matchSceneOf(ROUTES.footballGen, 'match_id=2058017')).toBeNull();
  });
});
