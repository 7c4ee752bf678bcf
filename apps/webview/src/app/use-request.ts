import { useCallback, useEffect, useRef, useState } from 'react';

/** The state of one request a page depends on. */
export interface RequestState<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  /** Loads again; keeps the data shown meanwhile. Resolves when done (never rejects). */
  reload: () => Promise<void>;
}

/**
 * Runs `load` when the page mounts and whenever `key` changes; `null` key means "nothing to load".
 * A result that arrives after the key changed is dropped.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
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
  const current = state.key === key ? state : { data: null, error: null, loading: key !== null };
  return { ...current, reload };
}
