import type { SceneTarget } from '@kanqiu/core';
import type { BasketballShotChart } from '@kanqiu/core/contract/basketball';
import type { FootballMatchOverview, FootballMatchStats } from '@kanqiu/core/contract/football';
import type {
  Lineup,
  MatchAnalysis,
  MatchListEntry,
  MatchState,
} from '@kanqiu/core/contract/match';
import type { Clock } from '../clock/clock';
import { type ReplaySchedule, startBounds } from '../clock/replay-schedule';
import type { FootballCalls, ReplayMatch } from '../data/catalog';
import type { WorldCalls } from '../data/reference-data';
import type {
  MatchProvider,
  MatchSeeker,
  ProviderFacts,
  SceneSnapshot,
} from '../provider/match-provider';
import { changeIndex } from './change-index';
import { matchList } from './match-list';

/** Options of {@link ReplayProvider}. */
export interface ReplayProviderOptions {
  /** The replayed matches (the catalog's, less those the configuration turns off). */
  matches: readonly ReplayMatch[];
  schedule: ReplaySchedule;
  clock: Clock;
  /** The football overview calls of the results history. */
  football?: FootballCalls | undefined;
  /**
   * Where any served match stands, for the overview of a match of the history (default: this
   * replay's own matches); a composite passes its own so a match served by another source counts.
   */
  stateOf?: ((matchId: string) => MatchState | null) | undefined;
  /**
   * The calls as of the replay's now (docs/behaviour.md, "No spoilers"): when given, the overview
   * and the football data board come from them instead of `football` and the match's own board.
   */
  world?: (() => WorldCalls | undefined) | undefined;
}

/**
 * The replay as a match source: the catalog's matches, played on the replay schedule's timetable at
 * the clock's time. Its pages change as time passes their change points (found by the hub's tick);
 * a seek (the debug call) announces itself.
 */
export class ReplayProvider implements MatchProvider {
  readonly #matches = new Map<string, ReplayMatch>();
  readonly #schedule: ReplaySchedule;
  readonly #clock: Clock;
  readonly #football: FootballCalls | undefined;
  readonly #stateOf: (matchId: string) => MatchState | null;
  readonly #world: () => WorldCalls | undefined;
  readonly #listeners = new Set<() => void>();
  readonly seeker: MatchSeeker;

  constructor(options: ReplayProviderOptions) {
    for (const match of options.matches) this.#matches.set(match.id, match);
    this.#schedule = options.schedule;
    this.#clock = options.clock;
    this.#football = options.football;
    this.#stateOf = options.stateOf ?? ((matchId) => this.state(matchId));
    this.#world = options.world ?? (() => undefined);
    this.seeker = {
      bounds: (matchId) => {
        const match = this.#served(matchId);
        return match ? startBounds(match) : undefined;
      },
      seek: (matchId, t) => {
        const position = this.#schedule.seek(matchId, t, this.#clock.now());
        for (const listener of [...this.#listeners]) listener();
        return {
          state: position.state,
          run: position.run,
          matchSec: position.matchT,
          kickoffMs: position.kickoffMs,
        };
      },
    };
  }

  list(): MatchListEntry[] {
    return matchList([...this.#matches.values()], this.#schedule, this.#clock.now());
  }

  entry(matchId: string): MatchListEntry | undefined {
    const match = this.#served(matchId);
    return match ? matchList([match], this.#schedule, this.#clock.now())[0] : undefined;
  }

  state(matchId: string): MatchState | null {
    const match = this.#served(matchId);
    return match ? this.#schedule.position(match.id, this.#clock.now()).state : null;
  }

  scene(target: SceneTarget): SceneSnapshot | null {
    const match = this.#served(target.matchId);
    if (!match || match.sport !== target.sport) return null;
    const position = this.#schedule.position(match.id, this.#clock.now());
    // Before kick-off the data gives the pre-match state, after the final whistle the final one.
    const t = Math.min(position.t, match.durationSec);
    const phase = `${position.run}|${position.state}`;
    if (target.kind !== 'match') {
      return {
        pageVersion: `${phase}|${changeIndex(match.oddsChangePoints, t)}`,
        revision: position.run,
        page: () => match.oddsPageAt(t),
        trendVersion: null,
        trend: () => match.trendAt(t),
      };
    }
    const pageVersion = `${phase}|${changeIndex(match.changePoints, t)}`;
    const kickoff = new Date(position.kickoffMs).toISOString();
    const trendPoints = match.trendChangePoints;
    return {
      pageVersion,
      revision: position.run,
      page: () => ({ ...match.matchPageAt(t), kickoff }),
      trendVersion: trendPoints ? `${phase}|${changeIndex(trendPoints, t)}` : pageVersion,
      trend: () => match.trendAt(t),
    };
  }

  lineup(matchId: string): Lineup | undefined {
    const match = this.#served(matchId);
    if (!match) return undefined;
    const t = this.#t(match);
    return match.lineupAt ? match.lineupAt(t) : match.lineup();
  }

  matchStats(matchId: string): FootballMatchStats | null | undefined {
    const match = this.#served(matchId);
    if (!match) return undefined;
    return match.matchStatsAt ? match.matchStatsAt(this.#t(match)) : null;
  }

  shotChart(matchId: string): BasketballShotChart | null | undefined {
    const match = this.#served(matchId);
    if (!match) return undefined;
    return match.shotChartAt ? match.shotChartAt(this.#t(match)) : null;
  }

  analysis(matchId: string): MatchAnalysis | undefined {
    const match = this.#served(matchId);
    if (!match) return undefined;
    return (match.sport === 'football' && this.#world()?.analysis(match.id)) || match.analysis();
  }

  overview(matchId: string): FootballMatchOverview | undefined {
    return (this.#world()?.football ?? this.#football)?.matchOverview(matchId, this.#stateOf);
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  facts(): ProviderFacts {
    return {
      matches: this.#matches.size,
      speed: this.#schedule.speed,
      seed: this.#schedule.seed,
    };
  }

  /** The replay second a match's pages show now (the final one after the whistle). */
  #t(match: ReplayMatch): number {
    return Math.min(this.#schedule.position(match.id, this.#clock.now()).t, match.durationSec);
  }

  #served(matchId: string): ReplayMatch | undefined {
    const match = this.#matches.get(matchId);
    return match && this.#schedule.has(match.id) ? match : undefined;
  }
}
