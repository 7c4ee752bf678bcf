import {
  footballTeamInfoSchema,
  footballTeamScheduleSchema,
  leagueDataSchema,
} from '@kanqiu/core/contract/football';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { realCatalog } from '../../data/__tests__/shared-catalog';

/** The 2018 final, France–Croatia 4-2, by its replay id. */
const FINAL = '2058017';
/** Replay seconds: ten minutes before kick-off, and far past the final whistle. */
const BEFORE_KICKOFF = -600;
const AFTER_WHISTLE = 7000;

let test: TestServer;

const seek = async (t: number) => {
  const response = await post(test.baseUrl, '/api/debug/replay', { match_id: FINAL, t });
  expect(response.status).toBe(200);
};
const scheduleFinal = async () => {
  const body = { team_id: 'FRA', key: 'wc', season: '2018' };
  const data = (await post(test.baseUrl, '/api/football/team/schedule', body)).body.data;
  return v.parse(footballTeamScheduleSchema, data).matches.find((m) => m.replay_match_id === FINAL);
};
const league = async () =>
  v.parse(
    leagueDataSchema,
    (await post(test.baseUrl, '/api/league/data', { key: 'wc', season: '2018' })).body.data,
  );
const mbappeGoals = async () =>
  (await league()).scorers?.scorers.find((s) => s.name_en === 'K. Mbapp\u00e9')?.goals;

describe('no spoilers: the team and league calls count only what the replay has played', () => {
  beforeAll(async () => {
    test = await startTestServer({ catalog: realCatalog(), config: { replayDebug: true } });
  });
  afterAll(() => test.close());

  it('before the final: no score for it in the schedule or the league database, its goals not counted', async () => {
    await seek(BEFORE_KICKOFF);
    const final = await scheduleFinal();
    expect(final).toMatchObject({ home_score: null, away_score: null, finished: false });
    const rounds = (await league()).rounds.find((r) => r.round === '决赛');
    expect(rounds?.matches[0]).toMatchObject({ home_score: null, finished: false });
    // Mbappé scored three before the final (two against Argentina, one against Peru).
    expect(await mbappeGoals()).toBe(3);
  });

  it('while the final is live it is not counted as played', async () => {
    await seek(600);
    expect(await scheduleFinal()).toMatchObject({ home_score: null, finished: false });
  });

  it('after the final whistle: 4-2 in the schedule and the database, Mbappé on four', async () => {
    await seek(AFTER_WHISTLE);
    expect(await scheduleFinal()).toMatchObject({ home_score: 4, away_score: 2, finished: true });
    const rounds = (await league()).rounds.find((r) => r.round === '决赛');
    expect(rounds?.matches[0]).toMatchObject({ home_score: 4, away_score: 2, finished: true });
    expect(await mbappeGoals()).toBe(4);
    const info = v.parse(
      footballTeamInfoSchema,
      (await post(test.baseUrl, '/api/football/team/info', { team_id: 'FRA' })).body.data,
    );
    expect(info.team.id).toBe('FRA');
  });
});
