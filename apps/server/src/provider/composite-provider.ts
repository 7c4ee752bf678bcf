import type { SceneTarget } from '@kanqiu/core';
import type { BasketballShotChart } from '@kanqiu/core/contract/basketball';
import type { FootballMatchOverview, FootballMatchStats } from '@kanqiu/core/contract/football';
import type {
  Lineup,
  MatchAnalysis,
  MatchListEntry,
  MatchState,
} from '@kanqiu/core/contract/match';
import type { MatchProvider, MatchSeeker, ProviderFacts, SceneSnapshot } from './match-provider';

/**
 * Several sources served as one (the replay and live ingest). A match id belongs to the first
 * source that serves it; the configuration keeps the sources' ids apart (a replayed match turned off
 * is free for ingest). The facts of the first source with a seeker (the replay) name the speed.
 */
export class CompositeProvider implements MatchProvider {
  readonly #sources: readonly MatchProvider[];
  readonly seeker: MatchSeeker | undefined;

  constructor(sources: readonly MatchProvider[]) {
    this.#sources = sources;
    const seekers = sources.flatMap((source) => (source.seeker ? [source.seeker] : []));
    this.seeker =
      seekers.length === 0
        ? undefined
        : {
            bounds: (matchId) => this.#owner(matchId)?.seeker?.bounds(matchId),
            seek: (matchId, t) => {
              const seeker = this.#owner(matchId)?.seeker;
              if (!seeker) throw new RangeError(`Match ${matchId} cannot be moved in time`);
              return seeker.seek(matchId, t);
            },
          };
  }

  list(): MatchListEntry[] {
    const seen = new Set<string>();
    const entries: MatchListEntry[] = [];
    for (const source of this.#sources) {
      for (const entry of source.list()) {
        if (seen.has(entry.match_id)) continue;
        seen.add(entry.match_id);
        entries.push(entry);
      }
    }
    return entries;
  }

  entry(matchId: string): MatchListEntry | undefined {
    return this.#owner(matchId)?.entry(matchId);
  }

  state(matchId: string): MatchState | null {
    return this.#owner(matchId)?.state(matchId) ?? null;
  }

  scene(target: SceneTarget): SceneSnapshot | null {
    return this.#owner(target.matchId)?.scene(target) ?? null;
  }

  lineup(matchId: string): Lineup | undefined {
    return this.#owner(matchId)?.lineup(matchId);
  }

  analysis(matchId: string): MatchAnalysis | undefined {
    return this.#owner(matchId)?.analysis(matchId);
  }

  matchStats(matchId: string): FootballMatchStats | null | undefined {
    return this.#owner(matchId)?.matchStats(matchId);
  }

  shotChart(matchId: string): BasketballShotChart | null | undefined {
    return this.#owner(matchId)?.shotChart(matchId);
  }

  overview(matchId: string): FootballMatchOverview | undefined {
    for (const source of this.#sources) {
      const overview = source.overview(matchId);
      if (overview) return overview;
    }
    return undefined;
  }

  onChange(listener: () => void): () => void {
    const stops = this.#sources.map((source) => source.onChange(listener));
    return () => {
      for (const stop of stops) stop();
    };
  }

  facts(): ProviderFacts {
    const replay = this.#sources.find((source) => source.seeker) ?? this.#sources[0];
    const facts = replay?.facts() ?? { matches: 0, speed: 1, seed: 0 };
    const matches = this.#sources.reduce((sum, source) => sum + source.facts().matches, 0);
    return { ...facts, matches };
  }

  /** The source serving a match. */
  #owner(matchId: string): MatchProvider | undefined {
    return this.#sources.find((source) => source.state(matchId) !== null);
  }
}
