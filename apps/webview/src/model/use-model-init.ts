import {
  type MatchListEntry,
  type ModelInit,
  matchListCall,
  modelInitCall,
} from '@kanqiu/core/contract';
import { useServices } from '../app/services-context';
import { type RequestState, useRequest } from '../app/use-request';

/** The models and their days with picks (`modInit`), the first state of every model page. */
export function useModelInit(): RequestState<ModelInit> {
  const { api } = useServices();
  return useRequest('modInit', (signal) => api.call(modelInitCall, {}, { signal }));
}

/**
 * The matches the server replays, to link a pick to its match's pages. Only a lookup: when it fails
 * the picks simply have no links.
 */
export function useReplays(): RequestState<readonly MatchListEntry[]> {
  const { api } = useServices();
  return useRequest(
    'replays',
    async (signal) => (await api.call(matchListCall, {}, { signal })).matches,
  );
}
