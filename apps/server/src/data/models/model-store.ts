import { API_PATHS, MODEL_KEYS, type ModelKey, type SessionFilter } from '@kanqiu/core';
import type { ModelCount, ModelDay, ModelInit } from '@kanqiu/core/contract/match';
import { MODEL_TEXTS } from '../zh/model-texts';
import type { DatedPick } from './model-picks';

const MARKETS: Readonly<Record<ModelKey, ModelInit['models'][number]['market']>> = {
  js: '1x2',
  zc: 'double_chance',
  pk: 'handicap',
  sq: 'total',
  gm: 'btts',
};

/** Serves the model calls from precomputed picks. */
export class ModelStore {
  private readonly byModel = new Map<ModelKey, DatedPick[]>();
  private readonly dates: string[];
  private readonly defaultDate: string;

  /**
   * @param picks every pick of the five models.
   * @param forecaster the backtest forecaster they come from (`modelInit().forecaster`).
   */
  constructor(
    picks: readonly DatedPick[],
    private readonly forecaster: string,
  ) {
    for (const key of MODEL_KEYS) this.byModel.set(key, []);
    for (const pick of picks) this.byModel.get(pick.model)?.push(pick);
    for (const list of this.byModel.values()) {
      list.sort(
        (a, b) =>
          a.pick.kickoff.localeCompare(b.pick.kickoff) ||
          a.pick.match_id.localeCompare(b.pick.match_id),
      );
    }
    this.dates = [...new Set(picks.map((p) => p.date))].sort().reverse();
    // The page opens on the next day with picks still to be settled, or on the latest day.
    const open = picks
      .filter((p) => p.pick.result === null)
      .map((p) => p.date)
      .sort();
    this.defaultDate = open[0] ?? this.dates[0] ?? '2018-07-15';
  }

  /** `data` of `/api/mod/modInit`. */
  init(): ModelInit {
    return {
      models: MODEL_KEYS.map((key) => ({
        key,
        name: MODEL_TEXTS[key].name,
        description: MODEL_TEXTS[key].description,
        sport: 'football',
        market: MARKETS[key],
        day_path: API_PATHS.modelDay[key],
        count_path: API_PATHS.modelCount[key],
      })),
      default_date: this.defaultDate,
      dates: [...this.dates],
      forecaster: this.forecaster,
    };
  }

  /** The picks of one model on one day (Beijing time), by kick-off; none on a day without fixtures. */
  day(model: ModelKey, date: string): ModelDay {
    const picks = (this.byModel.get(model) ?? []).filter((p) => p.date === date).map((p) => p.pick);
    return { model, date, picks };
  }

  /**
   * The record of one model over its last `sessions` settled picks (by kick-off, then match id), and
   * over all of them.
   */
  count(model: ModelKey, sessions: SessionFilter): ModelCount {
    const settled = (this.byModel.get(model) ?? []).filter((p) => p.pick.result !== null);
    const wins = settled.filter((p) => p.pick.result === 'win').length;
    const recent = settled
      .slice(-sessions)
      .reverse()
      .map((p) => p.pick.result as 'win' | 'lose');
    const win = recent.filter((r) => r === 'win').length;
    const first = recent[0];
    let streak = 0;
    while (first && recent[streak] === first) streak += 1;
    return {
      model,
      sessions,
      total: recent.length,
      win,
      lose: recent.length - win,
      hit_rate: recent.length ? Math.round((win / recent.length) * 10_000) / 10_000 : 0,
      streak: first ? { outcome: first, count: streak } : null,
      recent,
      overall: {
        total: settled.length,
        win: wins,
        lose: settled.length - wins,
        hit_rate: settled.length ? Math.round((wins / settled.length) * 10_000) / 10_000 : 0,
      },
    };
  }
}
