import { MODEL_KEYS } from '@kanqiu/core';
import {
  MODEL_RECORD_WINDOWS,
  type ModelRecord,
  type ModelRecords,
} from '@kanqiu/core/contract/football';
import type { ModelPick } from '@kanqiu/core/contract/match';
import type { Catalog } from '../catalog';

type ModelCalls = Pick<Catalog, 'modelInit' | 'modelDay'>;

const cache = new WeakMap<ModelCalls, ModelRecords>();

function record(settled: readonly ModelPick[], sessions: ModelRecord['sessions']): ModelRecord {
  const last = settled.slice(-sessions);
  const win = last.filter((pick) => pick.result === 'win').length;
  return {
    sessions,
    total: last.length,
    win,
    lose: last.length - win,
    hit_rate: last.length ? Math.round((win / last.length) * 10_000) / 10_000 : 0,
  };
}

/**
 * Every model's record over its last 20 and 100 settled picks (`/api/football/model/records`),
 * read through the same some-day calls the pages make: all days with picks, the settled picks
 * ordered by kick-off then match id as the count calls order them. The picks of one set of calls
 * never change (the world's view makes a new set when a replayed match finishes), so the answer is
 * computed once per set.
 */
export function modelRecords(catalog: ModelCalls): ModelRecords {
  const cached = cache.get(catalog);
  if (cached) return cached;
  const { dates } = catalog.modelInit();
  const models = MODEL_KEYS.map((model) => {
    const picks = dates.flatMap((date) => catalog.modelDay(model, date).picks);
    const settled = picks
      .filter((pick) => pick.result !== null)
      .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.match_id.localeCompare(b.match_id));
    return {
      model,
      settled: settled.length,
      pending: picks.length - settled.length,
      records: MODEL_RECORD_WINDOWS.map((sessions) => record(settled, sessions)),
    };
  });
  const answer = { models };
  cache.set(catalog, answer);
  return answer;
}
