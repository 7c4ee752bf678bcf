import {
  type MatchList,
  type ModelInit,
  matchListCall,
  modelInitCall,
} from '@kanqiu/core/contract/match';
import type { RequestState } from '../app/use-call';
import { useCall } from '../app/use-call';
import { MODEL_INIT_REQUEST } from './model-init-request';

/** The models and their days with picks (`modInit`), the first state of every model page. */
export function useModelInit(): RequestState<ModelInit> {
  return useCall(modelInitCall, MODEL_INIT_REQUEST);
}

/**
 * The matches the server replays, to link a pick to its match's pages. Only a lookup: when it fails
 * the picks simply have no links.
 */
export function useReplays(): RequestState<MatchList> {
  return useCall(matchListCall, {});
}
