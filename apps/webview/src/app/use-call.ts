import type { CallBody, CallContract, CallData } from '@kanqiu/core/contract/base';
import type { CallArgs } from '@kanqiu/net';
import { useCallback, useEffect, useRef, useState } from 'react';
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
  { refresh = true }: PageDataOptions = {},
): RequestState<T> {
  const [state, setState] = useState<{
    key: string | null;
    data: T | null;
    error: unknown;
    loading: boolean;
  }>({ key, data: null, error: null, loading: key !== null });
  const latest = useRef(load);
  latest.current = load;
  const generation = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback(async (target: string | null) => {
    const mine = ++generation.current;
    inFlight.current?.abort();
    inFlight.current = null;
    if (target === null) {
      setState({ key: target, data: null, error: null, loading: false });
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setState((prev) => ({
      key: target,
      data: prev.key === target ? prev.data : null,
      error: null,
      loading: true,
    }));
    try {
      const data = await latest.current(controller.signal);
      if (mine === generation.current) setState({ key: target, data, error: null, loading: false });
    } catch (error) {
      if (mine === generation.current) {
        setState((prev) => ({
          key: target,
          data: prev.key === target ? prev.data : null,
          error,
          loading: false,
        }));
      }
    }
  }, []);

  useEffect(() => {
    void run(key);
    return () => {
      generation.current++;
      inFlight.current?.abort();
    };
  }, [key, run]);

  const reload = useCallback(() => run(key), [key, run]);
  usePageReload(refresh ? reload : noReload);
  const current = state.key === key ? state : { data: null, error: null, loading: key !== null };
  return { ...current, reload };
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
  return useRequest(
    key,
    (signal) => api.call(call, ...([body ?? undefined, { signal }] as CallArgs<TCall>)),
    options,
  );
}
