import { MATCH_STATUS_FINISHED, matchScene, oddsScene, type SceneTarget } from '@kanqiu/core';
import {
  FORM_RESULT_LABELS,
  type Lineup,
  type MatchAnalysis,
  type MatchListEntry,
  type MatchState,
  type TeamRefData,
} from '@kanqiu/core/contract/match';
import { competitionParts, scoreboard } from '../provider/list-entry-parts';
import type { MatchProvider, ProviderFacts, SceneSnapshot } from '../provider/match-provider';
import type { BasketballIngestMatch } from './basketball-ingest-match';
import type { FootballIngestMatch } from './football-ingest-match';
import { INGEST_MESSAGES } from './ingest-messages';
import { teamRef } from './team-ref';

/** An ingested match of either sport. */
export type IngestedMatch = FootballIngestMatch | BasketballIngestMatch;

/** Seconds a match lasts as the match list tells it (`duration_sec`): 90 minutes, 48 minutes. */
const DURATION_SEC = { football: 90 * 60, basketball: 48 * 60 } as const;
/** `status_id` before the start. */
const NOT_STARTED = 1;

function emptyForm(team: TeamRefData) {
  return {
    team,
    matches: [],
    summary: { played: 0, win: 0, draw: 0, lose: 0, goals_for: 0, goals_against: 0 },
  };
}

/**
 * Live ingest as a match source: the matches an external feed created, each page folded from the
 * events received so far. It announces every applied event (`notify`), so the hub pushes at once.
 * Ingested matches have a match scene and a trend; they have no odds scene, no history and no data
 * board beyond the teams.
 */
export class IngestProvider implements MatchProvider {
  readonly #matches = new Map<string, IngestedMatch>();
  readonly #listeners = new Set<() => void>();

  /** Serves a match (a new one, or one read back from the store). */
  add(match: IngestedMatch): void {
    this.#matches.set(match.header.match_id, match);
  }

  /** The served match of an id. */
  get(matchId: string): IngestedMatch | undefined {
    return this.#matches.get(matchId);
  }

  /** Tells the listeners that a match changed. */
  notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  list(): MatchListEntry[] {
    return [...this.#matches.values()].map((match) => this.#entry(match));
  }

  entry(matchId: string): MatchListEntry | undefined {
    const match = this.#matches.get(matchId);
    return match ? this.#entry(match) : undefined;
  }

  state(matchId: string): MatchState | null {
    const match = this.#matches.get(matchId);
    if (!match) return null;
    const status: number = match.status;
    return status === NOT_STARTED
      ? 'upcoming'
      : status === MATCH_STATUS_FINISHED
        ? 'finished'
        : 'live';
  }

  scene(target: SceneTarget): SceneSnapshot | null {
    const match = this.#matches.get(target.matchId);
    if (!match || match.header.sport !== target.sport || target.kind !== 'match') return null;
    const version = `ingest|${match.version}`;
    return {
      pageVersion: version,
      revision: 0,
      page: () => match.page(),
      trendVersion: version,
      trend: () => match.trend(),
    };
  }

  lineup(matchId: string): Lineup | undefined {
    return this.#matches.get(matchId)?.lineup();
  }

  analysis(matchId: string): MatchAnalysis | undefined {
    const match = this.#matches.get(matchId);
    if (!match) return undefined;
    const { header } = match;
    return {
      match_id: header.match_id,
      sport: header.sport,
      as_of: header.kickoff,
      home: emptyForm(teamRef(header.home)),
      away: emptyForm(teamRef(header.away)),
      head_to_head: [],
      standings: [],
      legend: FORM_RESULT_LABELS,
      note: INGEST_MESSAGES.noHistory,
    };
  }

  /** The ingest events carry no pitch positions: a served match has no shot map (`null`). */
  matchStats(matchId: string): null | undefined {
    return this.#matches.has(matchId) ? null : undefined;
  }

  /** The ingest events carry no court places: a served match has no shot chart (`null`). */
  shotChart(matchId: string): null | undefined {
    return this.#matches.has(matchId) ? null : undefined;
  }

  overview(): undefined {
    return undefined;
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  facts(): ProviderFacts {
    return { matches: this.#matches.size, speed: 1, seed: 0 };
  }

  #entry(match: IngestedMatch): MatchListEntry {
    const { header } = match;
    const page = match.page();
    const state = this.state(header.match_id) ?? 'upcoming';
    const minute = page.sport === 'football' ? (page.minute ?? 0) : 0;
    return {
      match_id: header.match_id,
      sport: header.sport,
      competition: header.competition,
      home_team: teamRef(header.home),
      away_team: teamRef(header.away),
      state,
      kickoff: header.kickoff,
      original_kickoff: header.kickoff,
      duration_sec: DURATION_SEC[header.sport],
      replay_sec: Math.max(0, minute - 1) * 60,
      run: 0,
      scene: matchScene(header.sport, header.match_id),
      odds_scene: oddsScene(header.sport, header.match_id),
      venue: header.venue || null,
      ...scoreboard(page, state),
      ...competitionParts({
        sport: header.sport,
        competition: header.competition,
        key: header.competition_key,
        name: header.competition_name,
        stage: header.stage || undefined,
      }),
    };
  }
}
