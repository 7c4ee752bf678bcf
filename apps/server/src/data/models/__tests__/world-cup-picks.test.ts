import { describe, expect, it } from 'vitest';
import { modelHistory } from '../../backtest/earlier-results';
import { predictionLines } from '../../backtest/prediction-lines';
import { type FootballResult, loadFootballResults } from '../../history/football-results';
import { resolveDataDir } from '../../shared/data-dir';
import { cachedPredictionLines } from '../forecast-cache';
import { modelPicks, PICK_FORECASTER } from '../model-picks';

/** The 2018 final, France–Croatia 4-2, in the results history; its day (UTC) and a 2022 match. */
const FINAL = 'wc2018-064';
const FINAL_DAY = '2018-07-15';
const WORLD_CUP_2022 = 'wc2022';

/** The history with every 2018 World Cup result from the final's day on turned around. */
function finalTurnedAround(history: readonly FootballResult[]): FootballResult[] {
  const turn = (score: readonly [number, number] | null) =>
    score ? ([score[1], score[0]] as const) : null;
  return history.map((result) =>
    result.competitionKey === 'wc2018' && result.kickoff.slice(0, 10) >= FINAL_DAY
      ? { ...result, ft: turn(result.ft), ht: turn(result.ht), et: turn(result.et) }
      : result,
  );
}

describe('World Cup picks are made from what was known before each kick-off', () => {
  const dataDir = resolveDataDir();
  const history = modelHistory(dataDir, loadFootballResults(dataDir));
  const changed = finalTurnedAround(history);
  const served = cachedPredictionLines(dataDir, loadFootballResults(dataDir), PICK_FORECASTER);
  const fresh = predictionLines(changed, [PICK_FORECASTER]);
  const lineOf = (lines: typeof served, id: string) => lines.find((line) => line.match_id === id);

  it("the final's forecast and picks do not move when its result is turned around", () => {
    const kept = lineOf(served, FINAL);
    const turned = lineOf(fresh, FINAL);
    expect(kept?.result).toBe('home');
    expect(turned?.result).toBe('away');
    const forecast = ({
      p_home,
      p_draw,
      p_away,
      lambda_home,
      lambda_away,
      rho,
    }: typeof kept & {}) => ({
      p_home,
      p_draw,
      p_away,
      lambda_home,
      lambda_away,
      rho,
    });
    expect(turned && forecast(turned)).toEqual(kept && forecast(kept));

    const picksOf = (lines: typeof served, results: readonly FootballResult[]) =>
      modelPicks(
        lines.filter((line) => line.match_id === FINAL),
        new Map(results.map((result) => [result.id, result])),
      ).map(({ model, pick }) => ({ model, pick: pick.pick, probability: pick.probability }));
    expect(picksOf(fresh, changed)).toEqual(picksOf(served, history));
  });

  it('a later forecast does learn the turned result (the check above is not empty)', () => {
    const later = served.filter((line) => line.match_id.startsWith(WORLD_CUP_2022));
    expect(later.length).toBeGreaterThan(0);
    const moved = later.filter((line) => lineOf(fresh, line.match_id)?.p_home !== line.p_home);
    expect(moved.length).toBeGreaterThan(0);
  });
});
