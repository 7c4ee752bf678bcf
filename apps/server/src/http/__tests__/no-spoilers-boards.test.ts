import { API_PATHS, oddsScene } from '@kanqiu/core';
import {
  footballMatchOverviewSchema,
  matchAnalysisSchema,
  modelCountResponseSchema,
  modelDayResponseSchema,
  modelRecordsSchema,
  type OddsPage,
} from '@kanqiu/core/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { realCatalog } from '../../data/__tests__/shared-catalog';

/**
 * The 2018 final, France–Croatia 4-2, France's semi-final, France–Belgium 1-0, and Brazil–Belgium,
 * the quarter-final where Meunier took the second booking that kept him out of the semi-final.
 */
const FINAL = '2058017';
const SEMI_FRANCE = '2058014';
const BRA_BEL = '2058011';
const MEUNIER = '37824';
/** The final's kick-off day in Beijing time (the day its picks are listed under). */
const FINAL_DAY = '2018-07-15';
/** Replay seconds: ten minutes before kick-off, ten minutes in, and far past the final whistle. */
const BEFORE_KICKOFF = -600;
const TEN_MINUTES_IN = 600;
const AFTER_WHISTLE = 7000;

let test: TestServer;

const seek = async (matchId: string, t: number) => {
  const response = await post(test.baseUrl, '/api/debug/replay', { match_id: matchId, t });
  expect(response.status).toBe(200);
};
const call = async <T>(schema: v.GenericSchema<unknown, T>, path: string, body: unknown) =>
  v.parse(schema, (await post(test.baseUrl, path, body)).body.data);

const board = () =>
  call(matchAnalysisSchema, API_PATHS.matchAnalysis, { match_id: FINAL }).then((analysis) => ({
    france: analysis.home.matches.map((m) => m.match_id),
    croatia: analysis.away.matches.map((m) => m.match_id),
  }));
const overview = (matchId = FINAL) =>
  call(footballMatchOverviewSchema, API_PATHS.footballMatchOverview, { match_id: matchId });
const finalPick = async () => {
  const day = await call(modelDayResponseSchema, API_PATHS.modelDay.js, { date: FINAL_DAY });
  return day.picks.find((pick) => pick.home_team === '法国' && pick.away_team === '克罗地亚');
};
const jsRecord = () => call(modelCountResponseSchema, API_PATHS.modelCount.js, { sessions: 10 });
const jsSettled = async () =>
  (await call(modelRecordsSchema, API_PATHS.footballModelRecords, {})).models.find(
    (model) => model.model === 'js',
  )?.settled;

/** Every score the final's odds history has passed through, over every market and bookmaker. */
const oddsHistoryScores = async () => {
  const body = { scene: oddsScene('football', FINAL) };
  const page = (await post(test.baseUrl, API_PATHS.userScene, body)).body.data.page as OddsPage;
  return new Set(
    page.markets.flatMap((market) =>
      market.history.flatMap((line) => line.entries.map((entry) => entry.score)),
    ),
  );
};

describe('no spoilers: the data board, the overview and the models follow the replay', () => {
  /** The semi-final's id in the results history (the board's and the overview's match ids). */
  let semiHistoryId = '';

  beforeAll(async () => {
    test = await startTestServer({ catalog: realCatalog(), config: { replayDebug: true } });
    semiHistoryId = (await overview(SEMI_FRANCE)).match_id;
  });
  afterAll(() => test.close());

  it('a suspension shows only once the match of its last card is over', async () => {
    await seek(BRA_BEL, TEN_MINUTES_IN);
    const banned = async () => {
      const { suspensions } = await overview(SEMI_FRANCE);
      return [...(suspensions?.home ?? []), ...(suspensions?.away ?? [])].map((p) => p.player_id);
    };
    expect(await banned()).not.toContain(MEUNIER);
    await seek(BRA_BEL, AFTER_WHISTLE);
    expect(await banned()).toContain(MEUNIER);
  });

  it("while France's semi-final is live, the final's board and overview leave it out", async () => {
    await seek(SEMI_FRANCE, TEN_MINUTES_IN);
    await seek(FINAL, BEFORE_KICKOFF);
    const { france, croatia } = await board();
    expect(france).not.toContain(semiHistoryId);
    expect(france.length).toBeGreaterThan(0);
    expect(croatia.length).toBeGreaterThan(0);
    const gen = await overview();
    expect(gen.home.recent.map((m) => m.match_id)).not.toContain(semiHistoryId);
    expect(gen.result).toBeNull();
  });

  it('once the semi-final is over, the board and the overview count it', async () => {
    await seek(SEMI_FRANCE, AFTER_WHISTLE);
    const { france } = await board();
    expect(france[0]).toBe(semiHistoryId);
    const gen = await overview();
    expect(gen.home.recent[0]).toMatchObject({ match_id: semiHistoryId, result: 'win' });
  });

  it("the final's odds history runs only to the replay's moment in it", async () => {
    await seek(FINAL, BEFORE_KICKOFF);
    expect([...(await oddsHistoryScores())]).toEqual(['0-0']);
    await seek(FINAL, AFTER_WHISTLE);
    expect(await oddsHistoryScores()).toContain('4-2');
  });

  it("before the final's whistle its pick is unsettled and no record counts it", async () => {
    await seek(FINAL, TEN_MINUTES_IN);
    const pick = await finalPick();
    expect(pick).toMatchObject({ pick: 'home', result: null, score: null });
    const before = { record: await jsRecord(), settled: await jsSettled() };
    const gen = await overview();
    expect(gen.picks.every((p) => p.result === null)).toBe(true);

    await seek(FINAL, AFTER_WHISTLE);
    // Dixon–Coles made France favourites; they won 4-2.
    expect(await finalPick()).toMatchObject({ pick: 'home', result: 'win', score: '4-2' });
    const after = { record: await jsRecord(), settled: await jsSettled() };
    expect(after.record.overall?.total).toBe((before.record.overall?.total ?? 0) + 1);
    expect(after.record.overall?.win).toBe((before.record.overall?.win ?? 0) + 1);
    expect(after.settled).toBe((before.settled ?? 0) + 1);
  });
});
