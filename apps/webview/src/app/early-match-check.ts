import { matchScene, type Sport } from '@kanqiu/core';
import { userSceneCall } from '@kanqiu/core/contract/base';
import { type KanqiuApi, NotFoundError } from '@kanqiu/net';
import { splitHash } from '../routing/hash-location';
import { findRoute, ROUTES, type RouteDef } from '../routing/routes';
import { currentLocation, type MissingSubjects } from './missing-subject';

/** The sport of a match page, by the folder of its path (docs/behaviour.md §2). */
const SPORT_OF_FOLDER: Readonly<Record<string, Sport>> = {
  soccer: 'football',
  basketball: 'basketball',
};

/** The query parameters of a page about one match and nothing else (live, data, odds, …). */
const MATCH_PAGE_QUERY: ReadonlySet<string> = new Set(['match_id', 'market', 'company_id']);

/**
 * Match pages that also show matches outside the replay, which have no scene: the football overview
 * opens any match of the history (a 2022 final, a round of 2018 from the league database) and says
 * itself when one does not exist.
 */
const PAGES_OF_ANY_MATCH: ReadonlySet<string> = new Set([ROUTES.footballGen.path]);

/**
 * The scene of the match a route is about, when the route is a match page (`/pages/soccer/…` or
 * `/pages/basketball/…` reading `match_id` and no team or player); `null` otherwise, for a page of
 * any match of the history, and for an id no scene can be named by.
 */
export function matchSceneOf(route: RouteDef, search: string): string | null {
  if (PAGES_OF_ANY_MATCH.has(route.path)) return null;
  const query = route.query ?? [];
  if (!query.includes('match_id') || query.some((name) => !MATCH_PAGE_QUERY.has(name))) {
    return null;
  }
  const sport = SPORT_OF_FOLDER[route.path.split('/')[2] ?? ''];
  const matchId = new URLSearchParams(search).get('match_id');
  if (!sport || !matchId) return null;
  try {
    return matchScene(sport, matchId);
  } catch {
    return null;
  }
}

/**
 * The question the document's boot script asked about the opened match (src/shell/boot.js): the
 * same scene load, sent beside the entry instead of after it, and whether its answer was 4004.
 */
export interface BootMatchQuestion {
  location: string;
  scene: string;
  /** `true` for a 4004 (`ApiCode.NotFound`); `false` for any other answer or a failure. */
  missing: Promise<boolean>;
}

declare global {
  interface Window {
    /** Set by the boot script on a match page opened with the API on the page's own server. */
    __KANQIU_MATCH_QUESTION__?: BootMatchQuestion;
  }
}

/** The location asked about last: an answer about another comes too late and is dropped. */
let asked: string | null = null;

/**
 * Asks the server whether the match of a match page exists while the page's code is still loading,
 * so an unknown id says 比赛不存在 at once instead of after the page, its socket and its subscribe
 * (docs/offline.md §2). One scene load (about 1.4 KB) per location, asked once however often this
 * is called for it (at start, before the first render, and by the route view on each navigation);
 * an answer that comes once the reader has moved on is dropped. Any answer but 4004 is left to the page, and
 * a location that is no match page asks nothing. When the document's boot script already asked about
 * this location, its answer is taken instead of asking again (one question per open).
 */
export function checkMatchAt(
  api: KanqiuApi,
  missing: MissingSubjects,
  location = currentLocation(),
): void {
  if (asked === location) return;
  asked = null;
  const { path, search } = splitHash(location);
  const route = findRoute(path);
  const scene = route ? matchSceneOf(route, search) : null;
  if (scene === null) return;
  asked = location;
  // The boot script's question is taken once, so a later visit to the page asks afresh.
  const early = window.__KANQIU_MATCH_QUESTION__;
  window.__KANQIU_MATCH_QUESTION__ = undefined;
  const unknown =
    early?.location === location && early.scene === scene
      ? early.missing
      : api.call(userSceneCall, { scene }).then(
          () => false,
          (error: unknown) => error instanceof NotFoundError,
        );
  void unknown.then((yes) => {
    if (yes && asked === location) missing.report('match', location);
  });
}
