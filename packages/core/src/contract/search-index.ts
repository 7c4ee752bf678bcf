import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';

/** What a search result is: kinds in the order the search page groups them. */
export const SEARCH_KINDS = ['team', 'player', 'match', 'competition'] as const;
/** What a search result is (see {@link SEARCH_KINDS}). */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * Where a result opens, as a route name and its query: the page builds the link from it with its
 * own route table, so the server never spells a page's path.
 */
export const searchTargetSchema = v.object({
  /** `footballLive`, `basketballLive`, `footballTeamDetail`, `basketballTeamDetail`, `footballPlayer`, `leagueData`. */
  route: v.string(),
  query: v.record(v.string(), v.string()),
});
/** Where a search result opens. */
export type SearchTarget = v.InferOutput<typeof searchTargetSchema>;

/** One thing a fan can find: a team, a player, a match or a competition. */
export const searchEntrySchema = v.object({
  kind: v.picklist(SEARCH_KINDS),
  /** Unique within its kind (`FRA`, `353833`, `2058017`, `wc2018`). */
  id: v.string(),
  sport: v.picklist(['football', 'basketball']),
  /** The Chinese name as shown (`法国`, `姆巴佩`, `法国 vs 克罗地亚`). */
  title: v.string(),
  /** A line under the title (`2018世界杯`, `法国 · 前锋`, `7月15日 决赛`); `''` when none. */
  subtitle: v.string(),
  /**
   * What a query is matched against, every one lower-case without spaces or marks: the Chinese
   * name, its pinyin (`faguo`), its pinyin initials (`fg`) and the Latin name (`france`, `mbappe`).
   * A match carries both teams' terms.
   */
  terms: v.array(v.string()),
  target: searchTargetSchema,
});
/** One thing a fan can find. */
export type SearchEntry = v.InferOutput<typeof searchEntrySchema>;

/** Body of `POST /api/search/index`: nothing. */
export const searchIndexRequestSchema = v.object({});

/** `data` of `POST /api/search/index`: everything searchable, with its keys worked out. */
export const searchIndexSchema = v.object({
  entries: v.array(searchEntrySchema),
});
/** `data` of `POST /api/search/index`. */
export type SearchIndex = v.InferOutput<typeof searchIndexSchema>;

/**
 * `POST /api/search/index` **(kanqiu design)**: the teams, players, matches and competitions of both
 * sports with their search keys, loaded once by the search page, which then searches on the device.
 */
export const searchIndexCall = call(
  API_PATHS.searchIndex,
  searchIndexRequestSchema,
  searchIndexSchema,
);
