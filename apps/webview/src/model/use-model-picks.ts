import type { ModelKey } from '@kanqiu/core';
import { modelDayCall } from '@kanqiu/core/contract/match';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../app/services-context';
import { usePageReload } from '../app/use-page-reload';
import { type PickRow, pickRows } from './pick-rows';

/** Day calls in flight at once: enough to load 20 days quickly without flooding the server. */
const PARALLEL_DAYS = 4;

/** The picks of many days, loaded day by day and kept while more days are added. */
export interface ModelPicks {
  rows: PickRow[];
  /** Days loaded so far. */
  loadedDays: number;
  loading: boolean;
  error: unknown;
  reload: () => Promise<void>;
}

async function inPool<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/**
 * One model's picks over `dates` (newest first) through its some-day call: days already loaded are
 * kept when more are asked for, so the table grows instead of starting over; a new model starts
 * over; `reload` (and the page's refresh, while mounted) loads every day again.
 */
export function useModelPicks(model: ModelKey, dates: readonly string[]): ModelPicks {
  const { api } = useServices();
  const cache = useRef(new Map<string, PickRow[]>());
  const [state, setState] = useState<{
    key: string;
    rows: PickRow[];
    loaded: number;
    loading: boolean;
    error: unknown;
  }>({ key: model, rows: [], loaded: 0, loading: true, error: null });
  const generation = useRef(0);
  // The days by content: a reloaded modInit gives an equal list, which must not start a new load.
  const daysKey = dates.join(',');
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(
    async (fresh: boolean) => {
      const mine = ++generation.current;
      if (fresh) cache.current.clear();
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState((prev) => ({ ...prev, key: model, loading: true, error: null }));
      try {
        const days = daysKey === '' ? [] : daysKey.split(',');
        const missing = days.filter((date) => !cache.current.has(`${model}:${date}`));
        await inPool(missing, PARALLEL_DAYS, async (date) => {
          const day = await api.call(modelDayCall(model), { date }, { signal: controller.signal });
          cache.current.set(`${model}:${date}`, pickRows(date, day.picks));
        });
        if (mine !== generation.current) return;
        const rows = days.flatMap((date) => cache.current.get(`${model}:${date}`) ?? []);
        setState({ key: model, rows, loaded: days.length, loading: false, error: null });
      } catch (error) {
        controller.abort();
        if (mine === generation.current) setState((prev) => ({ ...prev, loading: false, error }));
      }
    },
    [api, model, daysKey],
  );

  useEffect(() => {
    void load(false);
    return () => {
      generation.current += 1;
      inFlight.current?.abort();
    };
  }, [load]);

  const reload = useCallback(() => load(true), [load]);
  usePageReload(reload);
  const current = state.key === model ? state : { ...state, rows: [], loaded: 0, loading: true };
  return {
    rows: current.rows,
    loadedDays: current.loaded,
    loading: current.loading,
    error: current.error,
    reload,
  };
}
