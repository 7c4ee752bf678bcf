import { ApiCode } from '@kanqiu/core';
import { type KanqiuApi, NotFoundError } from '@kanqiu/net';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../routing/routes';
import { checkMatchAt, matchSceneOf } from '../early-match-check';
import { MissingSubjects } from '../missing-subject';

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

describe('checkMatchAt', () => {
  /** An API that records the scenes it is asked about and answers each with `answer`. */
  function recordingApi(answer: () => Promise<unknown>) {
    const scenes: string[] = [];
    const api = {
      call: (_call: unknown, body: { scene: string }) => {
        scenes.push(body.scene);
        return answer();
      },
    } as unknown as KanqiuApi;
    return { api, scenes };
  }
  const notFound = () =>
    Promise.reject(
      new NotFoundError({ url: '/api/user/userScene', method: 'POST' }, ApiCode.NotFound, '', null),
    );
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  afterEach(() => {
    delete window.__KANQIU_MATCH_QUESTION__;
  });

  it('reports an unknown match from its own question when the document asked none', async () => {
    const { api, scenes } = recordingApi(notFound);
    const missing = new MissingSubjects();
    const location = '#/pages/soccer/live/live?match_id=901';
    checkMatchAt(api, missing, location);
    checkMatchAt(api, missing, location);
    await settled();
    expect(scenes).toEqual(['detail_football_match_id_901']);
    expect(missing.current()).toEqual({ subject: 'match', location });
  });

  it("takes the document's answer about the same page instead of asking again", async () => {
    const { api, scenes } = recordingApi(notFound);
    const missing = new MissingSubjects();
    const location = '#/pages/soccer/data/data?match_id=902';
    window.__KANQIU_MATCH_QUESTION__ = {
      location,
      scene: 'detail_football_match_id_902',
      missing: Promise.resolve(true),
    };
    checkMatchAt(api, missing, location);
    await settled();
    expect(scenes).toEqual([]);
    expect(missing.current()).toEqual({ subject: 'match', location });
  });

  it("leaves any other answer of the document's to the page, and does not ask again", async () => {
    const { api, scenes } = recordingApi(notFound);
    const missing = new MissingSubjects();
    const location = '#/pages/basketball/live/live?match_id=903';
    window.__KANQIU_MATCH_QUESTION__ = {
      location,
      scene: 'detail_basketball_match_id_903',
      missing: Promise.resolve(false),
    };
    checkMatchAt(api, missing, location);
    await settled();
    expect(scenes).toEqual([]);
    expect(missing.current()).toBeNull();
  });

  it('asks itself when the document asked about another page, and takes an answer only once', async () => {
    const { api, scenes } = recordingApi(() => Promise.resolve({}));
    const missing = new MissingSubjects();
    const opened = '#/pages/soccer/lineup/lineup?match_id=904';
    window.__KANQIU_MATCH_QUESTION__ = {
      location: '#/pages/soccer/lineup/lineup?match_id=999',
      scene: 'detail_football_match_id_999',
      missing: Promise.resolve(true),
    };
    checkMatchAt(api, missing, opened);
    checkMatchAt(api, missing, '#/pages/soccer/lineup/lineup?match_id=999');
    await settled();
    expect(scenes).toEqual(['detail_football_match_id_904', 'detail_football_match_id_999']);
    expect(missing.current()).toBeNull();
  });

  it('drops the answer about a page the reader has already left', async () => {
    const { api } = recordingApi(() => Promise.resolve({}));
    const missing = new MissingSubjects();
    let answer: (missing: boolean) => void = () => {};
    const location = '#/pages/soccer/facts/facts?match_id=905';
    window.__KANQIU_MATCH_QUESTION__ = {
      location,
      scene: 'detail_football_match_id_905',
      missing: new Promise((resolve) => {
        answer = resolve;
      }),
    };
    checkMatchAt(api, missing, location);
    checkMatchAt(api, missing, '#/');
    answer(true);
    await settled();
    expect(missing.current()).toBeNull();
  });
});
