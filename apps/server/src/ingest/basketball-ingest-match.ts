import { trendMatchType } from '@kanqiu/core';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type { BasketballMatchPage, BasketballTeamTotals } from '@kanqiu/core/contract/basketball';
import {
  BASKETBALL_STATUS_LABELS,
  type BasketballLineup,
  BasketballStatus,
  type BasketballStatusCode,
} from '@kanqiu/core/contract/match';
import { BASKETBALL_STAT_LABELS, periodName } from '../data/zh/basketball-commentary';
import type { BasketballIngestEvent, IngestMatch } from './ingest-schemas';
import { teamRef } from './team-ref';

type Side = 'home' | 'away';

function totals(points: number): BasketballTeamTotals {
  return {
    points,
    fg_made: 0,
    fg_attempted: 0,
    fg3_made: 0,
    fg3_attempted: 0,
    ft_made: 0,
    ft_attempted: 0,
    offensive_rebounds: 0,
    defensive_rebounds: 0,
    rebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    fouls: 0,
    fg_pct: null,
    fg3_pct: null,
    ft_pct: null,
    points_in_paint: null,
    fast_break_points: null,
  };
}

/**
 * One basketball game fed through live ingest: the score (with each period's points), the period,
 * status and clock, the play-by-play lines and the team statistics the feed sends, folded into the
 * replay's page shape. A feed of scores and lines has no box score: players and leaders stay empty.
 */
export class BasketballIngestMatch {
  readonly header: IngestMatch;
  /** Grows with every applied event: the page's version. */
  version = 0;
  #status: BasketballStatusCode = BasketballStatus.NotStarted;
  #label: string | null = null;
  #period = 0;
  #clock = '';
  readonly #score = { home: 0, away: 0 };
  /** Points of each side at the start of each period. */
  readonly #periodStarts: { home: number; away: number }[] = [];
  readonly #lines: string[] = [];
  #stats: BasketballMatchPage['stats'] = [];
  #trend: TrendContent | null = null;

  constructor(header: IngestMatch) {
    this.header = header;
  }

  get status(): BasketballStatusCode {
    return this.#status;
  }

  /** Folds one validated event into the game. */
  apply(event: BasketballIngestEvent): void {
    this.version += 1;
    switch (event.type) {
      case 'period':
        this.#status = event.status;
        this.#label = event.label ?? null;
        while (this.#periodStarts.length < event.period)
          this.#periodStarts.push({ ...this.#score });
        this.#period = event.period;
        return;
      case 'clock':
        this.#clock = event.clock;
        return;
      case 'score':
        this.#score.home = event.home;
        this.#score.away = event.away;
        return;
      case 'text':
        this.#lines.push(event.text);
        return;
      case 'stats':
        this.#stats = event.rows.map((row) => ({ ...row, label: BASKETBALL_STAT_LABELS[row.key] }));
        return;
      case 'trend':
        this.#trend = {
          match_id: this.header.match_id,
          match_type: trendMatchType('basketball'),
          trend_count: event.trend_count ?? event.trend_data.length,
          trend_per: event.trend_per,
          trend_data: event.trend_data,
        };
        return;
    }
  }

  #periods(side: Side): number[] {
    return this.#periodStarts.map((start, index) => {
      const end = this.#periodStarts[index + 1] ?? this.#score;
      return end[side] - start[side];
    });
  }

  page(): BasketballMatchPage {
    const header = this.header;
    const inPlay = this.#status === BasketballStatus.InPlay;
    return {
      match_id: header.match_id,
      sport: 'basketball',
      competition: header.competition,
      venue: header.venue,
      original_kickoff: header.kickoff,
      status_id: this.#status,
      status_label:
        this.#label ??
        (inPlay && this.#period > 0
          ? periodName(this.#period)
          : BASKETBALL_STATUS_LABELS[this.#status]),
      period: this.#period,
      clock: inPlay ? this.#clock : '',
      home_team: {
        ...teamRef(header.home),
        score: this.#score.home,
        periods: this.#periods('home'),
      },
      away_team: {
        ...teamRef(header.away),
        score: this.#score.away,
        periods: this.#periods('away'),
      },
      tlive: [...this.#lines].reverse(),
      stats: this.#stats,
      players: { home: [], away: [] },
      totals: { home: totals(this.#score.home), away: totals(this.#score.away) },
      leaders: {
        home: { points: null, rebounds: null, assists: null },
        away: { points: null, rebounds: null, assists: null },
      },
      home_win_probability: null,
      replay: false,
    };
  }

  trend(): TrendContent {
    return (
      this.#trend ?? {
        match_id: this.header.match_id,
        match_type: trendMatchType('basketball'),
        trend_count: 0,
        trend_per: 1,
        trend_data: [],
      }
    );
  }

  lineup(): BasketballLineup {
    const team = (side: Side) => ({ team: teamRef(this.header[side]), starters: [], bench: [] });
    return {
      match_id: this.header.match_id,
      sport: 'basketball',
      home: team('home'),
      away: team('away'),
    };
  }
}
