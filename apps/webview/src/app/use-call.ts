import type { CallBody, CallContract, CallData } from '@kanqiu/core/contract';
import type { CallArgs } from '@kanqiu/net';
import { useServices } from './services-context';
import { type PageDataOptions, type RequestState, useRequest } from './use-request';

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
