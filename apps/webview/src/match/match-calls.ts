import { KANQIU_API_PATHS } from '@kanqiu/core';
import {
  type Lineup,
  lineupSchema,
  type MatchAnalysis,
  type MatchList,
  matchAnalysisSchema,
  matchListSchema,
} from '@kanqiu/core/contract';
import type { HttpClient, KanqiuApi } from '@kanqiu/net';

/** `GET /api/matches`: the replayed matches and their state. */
export function loadMatchList(client: HttpClient, signal?: AbortSignal): Promise<MatchList> {
  return client.request(KANQIU_API_PATHS.matchList, {
    method: 'GET',
    schema: matchListSchema,
    signal,
  });
}

/** `POST /api/match/lineup`: lineups, benches and substitutions as they stand now. */
export function loadLineup(
  client: HttpClient,
  matchId: string,
  signal?: AbortSignal,
): Promise<Lineup> {
  return client.request(KANQIU_API_PATHS.matchLineup, {
    data: { match_id: matchId },
    schema: lineupSchema,
    signal,
  });
}

/** `POST /api/match/analysis`: recent form, head-to-head and standings of a match. */
export function loadAnalysis(
  client: HttpClient,
  matchId: string,
  signal?: AbortSignal,
): Promise<MatchAnalysis> {
  return client.request(KANQIU_API_PATHS.matchAnalysis, {
    data: { match_id: matchId },
    schema: matchAnalysisSchema,
    signal,
  });
}

/** The current page data of a scene, without subscribing a socket (pages that keep none). */
export async function loadSceneSnapshot(
  api: KanqiuApi,
  scene: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const result = await api.userScene({ scene }, { signal });
  return result.page;
}
