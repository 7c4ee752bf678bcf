import type { CallBody, CallContract, CallData } from '@kanqiu/core/contract/base';
import { type CallArgs, NotFoundError } from '@kanqiu/net';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readLastSeen, writeLastSeen } from './last-seen';
import { callSubject, type MissingSubject } from './missing-subject';
import { nextTask } from './next-task';
import { useServices } from './services-context';
import { usePageReload } from './use-page-reload';

/** The state of one request a page depends on. */
export interface RequestState<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  /** Loads again; keeps the data shown meanwhile. Resolves when done (never rejects). */
  reload: () => Promise<void>;
}

/** A reload that does nothing: the request of a lookup the refresh leaves alone. */
const noReload = () => undefined;

/** Options of {@link useRequest} and `useCall`. */
export interface PageDataOptions {
  /**
   * Whether the app's refresh (the host's `refresh`, pull-to-refresh, the reload link, a new token,
   * a socket reconnect) loads this again. `false` for a lookup the page reloads on its own terms.
   * @default true
   */
  refresh?: boolean;
  /**
   * What the request is about: when the server answers 4004 (`NotFoundError`), the page shows
   * "比赛不存在" and the like instead of a reload link. `useCall` reads it from the body's ids.
   */
  subject?: MissingSubject | null;
  /**
   * Keep the last answer (docs/offline.md): a second open paints it before the network answers, and
   * it stays on screen, marked with its time, when the network cannot answer. `useCall` keeps the
   * answers of calls about a match, team or player.
   * @default false
   */
  lastSeen?: boolean;
}

/** The cached answer of `key`, when the request keeps one. */
function cachedData<T>(key: string | null, lastSeen: boolean): { data: T; at: number } | null {
  return key !== null && lastSeen ? readLastSeen<T>(key) : null;
}

/**
 * Runs `load` when the component mounts and whenever `key` changes; `null` key means "nothing to
 * load". A result that arrives after the key changed is dropped. While mounted, the request is one
 * of the page's data: the app's refresh loads it again (see {@link PageDataOptions.refresh}). Pages
 * use `useCall` for a call of the contract; this is for a load that is not one call (a scene's
 * snapshot).
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { refresh = true, subject = null, lastSeen = false }: PageDataOptions = {},
): RequestState<T> {
  const { staleData, missing } = useServices();
  const [state, setState] = useState<{
    key: string | null;
    data: T | null;
    error: unknown;
    loading: boolean;
    /** When the data shown was fetched, while it comes from the last-seen cache. */
    cachedAt: number | null;
  }>(() => {
    const cached = cachedData<T>(key, lastSeen);
    return {
      key,
      data: cached?.data ?? null,
      error: null,
      loading: key !== null,
      cachedAt: cached?.at ?? null,
    };
  });
  const latest = useRef(load);
  latest.current = load;
  const options = useRef({ subject, lastSeen });
  options.current = { subject, lastSeen };
  const generation = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback(
    async (target: string | null) => {
      const mine = ++generation.current;
      inFlight.current?.abort();
      inFlight.current = null;
      if (target === null) {
        setState({ key: target, data: null, error: null, loading: false, cachedAt: null });
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setState((prev) => {
        if (prev.key === target) return { ...prev, error: null, loading: true };
        const cached = cachedData<T>(target, options.current.lastSeen);
        return {
          key: target,
          data: cached?.data ?? null,
          error: null,
          loading: true,
          cachedAt: cached?.at ?? null,
        };
      });
      try {
        const data = await latest.current(controller.signal);
        if (mine !== generation.current) return;
        if (options.current.lastSeen) writeLastSeen(target, data);
        await nextTask();
        if (mine !== generation.current) return;
        setState({ key: target, data, error: null, loading: false, cachedAt: null });
      } catch (error) {
        if (mine !== generation.current) return;
        const { subject: about } = options.current;
        if (about && error instanceof NotFoundError) missing.report(about);
        setState((prev) => ({
          ...prev,
          key: target,
          data: prev.key === target ? prev.data : null,
          error,
          loading: false,
        }));
      }
    },
    [missing],
  );

  useEffect(() => {
    void run(key);
    return () => {
      generation.current++;
      inFlight.current?.abort();
    };
  }, [key, run]);

  const reload = useCallback(() => run(key), [key, run]);
  usePageReload(refresh ? reload : noReload);
  const cachedAt = state.key === key ? state.cachedAt : null;
  useEffect(() => {
    if (key === null || cachedAt === null) return;
    return staleData.show(key, cachedAt);
  }, [staleData, key, cachedAt]);
  if (state.key !== key) return { data: null, error: null, loading: key !== null, reload };
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/**
 * The one way a page loads data: makes `call` with `body` when the component mounts and whenever
 * the body changes (by value), and takes part in the app's refresh while mounted — the host's
 * `refresh`, pull-to-refresh, the request-failure view's reload link, a new token and a socket
 * reconnect load it again, once each, together with the page's other calls. `null` body means
 * "nothing to load yet" (no match id, not signed in).
 *
 * @example
 * const lineup = useCall(matchLineupCall, matchId ? { match_id: matchId } : null);
 * if (lineup.data) …; if (lineup.error) …; void lineup.reload();
 */
export function useCall<TCall extends CallContract>(
  call: TCall,
  body: CallBody<TCall> | null,
  options?: PageDataOptions,
): RequestState<CallData<TCall>> {
  const { api } = useServices();
  const key = body === null ? null : `${call.path} ${JSON.stringify(body)}`;
  const subject = callSubject(body);
  const aboutMatch = typeof body === 'object' && body !== null && 'match_id' in body;
  return useRequest(
    key,
    (signal) => api.call(call, ...([body ?? undefined, { signal }] as CallArgs<TCall>)),
    { subject, lastSeen: subject !== null || aboutMatch, ...options },
  );
}
