import {
  cardReasonLabel,
  FootballEvent,
  type FootballEventCode,
  footballEventLabel,
  trendMatchType,
} from '@kanqiu/core';
import type { TrendContent } from '@kanqiu/core/contract/base';
import type {
  FootballIncident,
  FootballMatchPage,
  FootballTeamState,
  FootballTextLive,
} from '@kanqiu/core/contract/football';
import {
  FOOTBALL_STATUS_LABELS,
  FootballStatus,
  type FootballStatusCode,
} from '@kanqiu/core/contract/match';
import { breakText } from '../data/football/football-page';
import { marker } from '../data/football/incidents';
import { SHOOTOUT_MINUTE_TEXT } from '../data/football/match-clock';
import { INCIDENT_TEXTS } from '../data/zh/football-commentary';
import { footballIngestLineup, type LineupFact } from './football-ingest-lineup';
import type { FootballIngestEvent, IngestMatch, IngestPerson } from './ingest-schemas';
import { teamRef } from './team-ref';

type Side = 'home' | 'away';
interface Minute {
  minute: number;
  added: number;
  text: string;
}

/** The minute a period of play starts at: 1, 46, 91, 106. */
const PERIOD_FIRST_MINUTE: Partial<Record<FootballStatusCode, number>> = {
  [FootballStatus.FirstHalf]: 1,
  [FootballStatus.SecondHalf]: 46,
  [FootballStatus.ExtraTimeFirstHalf]: 91,
  [FootballStatus.ExtraTimeSecondHalf]: 106,
};

/** The minute as pages show it: `58'`, `45+2'` (minute 47, added 2). */
function minuteOf(minute: number, added: number): Minute {
  return {
    minute,
    added,
    text: added > 0 ? `${minute - added}+${added}'` : `${minute}'`,
  };
}

const SHOOTOUT_MINUTE: Minute = { minute: 120, added: 0, text: SHOOTOUT_MINUTE_TEXT };
const SIDE_NUMBER = { home: 1, away: 2 } as const;

/**
 * One football match fed through live ingest: its events folded, one at a time and in `seq` order,
 * into the same page the replay builds (score header, incidents with the score after each, text
 * live, statistics, the kick-off, half-time and full-time marks with the replay's texts), and into
 * the lineup. `apply` never throws for a validated event: whatever the order of the match, the page
 * stays a valid contract page.
 */
export class FootballIngestMatch {
  readonly header: IngestMatch;
  /** Grows with every applied event: the page's version. */
  version = 0;
  #status: FootballStatusCode = FootballStatus.NotStarted;
  #minute: Minute | null = null;
  /** The minute the last period of play ended at (the full-time mark's). */
  #lastPlayMinute: Minute | null = null;
  readonly #score = { home: 0, away: 0 };
  #halfScore: { home: number; away: number } | null = null;
  readonly #cards = { home: { yellow: 0, red: 0 }, away: { yellow: 0, red: 0 } };
  #shootout: { home: number; away: number } | null = null;
  readonly #incidents: FootballIncident[] = [];
  readonly #lines: FootballTextLive[] = [];
  #stats: FootballMatchPage['stats'] = [];
  #trend: TrendContent | null = null;
  readonly #facts: LineupFact[] = [];
  #page: FootballMatchPage | null = null;

  constructor(header: IngestMatch) {
    this.header = header;
  }

  /** `status_id` now. */
  get status(): FootballStatusCode {
    return this.#status;
  }

  /** Folds one validated event into the match. */
  apply(event: FootballIngestEvent): void {
    this.version += 1;
    this.#page = null;
    switch (event.type) {
      case 'period':
        this.#period(event.status as FootballStatusCode);
        return;
      case 'clock':
        this.#minute = minuteOf(event.minute, event.added);
        return;
      case 'goal': {
        this.#score[event.side] += 1;
        const code =
          event.kind === 'penalty'
            ? FootballEvent.Penalty
            : event.kind === 'own_goal'
              ? FootballEvent.OwnGoal
              : FootballEvent.Goal;
        const text =
          code === FootballEvent.Penalty
            ? INCIDENT_TEXTS.penalty(event.player.name)
            : code === FootballEvent.OwnGoal
              ? INCIDENT_TEXTS.ownGoal(event.player.name)
              : INCIDENT_TEXTS.goal(event.player.name, event.assist?.name ?? null);
        this.#incident(event, code, event.player, event.assist ?? null, null, text);
        return;
      }
      case 'penalty_missed':
        this.#incident(
          event,
          FootballEvent.PenaltyMissed,
          event.player,
          null,
          null,
          INCIDENT_TEXTS.penaltyMissed(event.player.name),
        );
        return;
      case 'card': {
        const code =
          event.card === 'yellow'
            ? FootballEvent.YellowCard
            : event.card === 'red'
              ? FootballEvent.RedCard
              : FootballEvent.SecondYellow;
        if (event.card !== 'red') this.#cards[event.side].yellow += 1;
        if (event.card !== 'yellow') this.#cards[event.side].red += 1;
        const text = INCIDENT_TEXTS.card(event.player.name, cardReasonLabel(event.reason ?? 0));
        this.#incident(event, code, event.player, null, event.reason, text);
        return;
      }
      case 'substitution':
        this.#incident(
          event,
          FootballEvent.Substitution,
          event.player_in,
          event.player_out,
          null,
          INCIDENT_TEXTS.substitution(event.player_in.name, event.player_out.name),
        );
        return;
      case 'shootout_kick': {
        this.#shootout ??= { home: 0, away: 0 };
        if (event.scored) this.#shootout[event.side] += 1;
        const code = event.scored
          ? FootballEvent.ShootoutPenalty
          : FootballEvent.ShootoutPenaltyMissed;
        const { home, away } = this.#shootout;
        const text = INCIDENT_TEXTS.shootoutKick(event.player.name, event.scored, home, away);
        this.#incident({ ...event, ...SHOOTOUT_MINUTE }, code, event.player, null, null, text);
        return;
      }
      case 'text':
        this.#lines.push({
          id: event.seq,
          type: event.kind,
          minute_text: event.minute_text ?? this.#minuteText(),
          position: event.side ? SIDE_NUMBER[event.side] : 0,
          main: event.main,
          data: event.text,
        });
        return;
      case 'stats':
        this.#stats = event.rows.map((row) => ({ ...row, label: footballEventLabel(row.type) }));
        return;
      case 'trend':
        this.#trend = {
          match_id: this.header.match_id,
          match_type: trendMatchType('football'),
          trend_count: event.trend_count ?? event.trend_data.length,
          trend_per: event.trend_per,
          trend_data: event.trend_data,
        };
        return;
    }
  }

  /** The match scene's page now. */
  page(): FootballMatchPage {
    this.#page ??= this.#build();
    return this.#page;
  }

  /** The trend now (empty until the feed sends one). */
  trend(): TrendContent {
    return (
      this.#trend ?? {
        match_id: this.header.match_id,
        match_type: trendMatchType('football'),
        trend_count: 0,
        trend_per: 1,
        trend_data: [],
      }
    );
  }

  /** The lineup now, from the team sheets sent with the match and the events so far. */
  lineup() {
    return footballIngestLineup(this.header, this.#facts);
  }

  #period(status: FootballStatusCode): void {
    const was = this.#status;
    if (status === was) return;
    const inPlay = PERIOD_FIRST_MINUTE[was] !== undefined;
    if (inPlay) this.#lastPlayMinute = this.#minute;
    const last = this.#lastPlayMinute ?? minuteOf(1, 0);
    this.#status = status;
    const first = PERIOD_FIRST_MINUTE[status];
    this.#minute = first === undefined ? null : minuteOf(first, 0);
    if (status === FootballStatus.FirstHalf && was === FootballStatus.NotStarted) {
      this.#marker('kickoff', FootballEvent.MatchStart, minuteOf(1, 0), INCIDENT_TEXTS.kickOff);
    }
    if (status === FootballStatus.HalfTime) {
      this.#halfScore = { ...this.#score };
      const { home, away } = this.#score;
      this.#marker('halftime', FootballEvent.HalfTime, last, INCIDENT_TEXTS.halfTime(home, away));
    }
    if (status === FootballStatus.Penalties) this.#shootout ??= { home: 0, away: 0 };
    const { home, away } = this.#score;
    if (
      was === FootballStatus.ExtraTimeSecondHalf &&
      (status === FootballStatus.BeforePenalties || status === FootballStatus.Finished)
    ) {
      this.#marker(
        'extratime-end',
        FootballEvent.ExtraTimeEnded,
        last,
        INCIDENT_TEXTS.extraTimeEnd(home, away),
      );
    }
    if (status === FootballStatus.Finished) {
      const shootout = this.#shootout;
      if (shootout) {
        this.#marker(
          'shootout-end',
          FootballEvent.ShootoutEnded,
          SHOOTOUT_MINUTE,
          INCIDENT_TEXTS.shootoutEnd(shootout.home, shootout.away),
        );
      }
      this.#marker(
        'fulltime',
        FootballEvent.MatchEnd,
        shootout ? SHOOTOUT_MINUTE : last,
        INCIDENT_TEXTS.fullTime(home, away, shootout ? [shootout.home, shootout.away] : null),
      );
    }
  }

  #minuteText(): string {
    if (this.#minute && PERIOD_FIRST_MINUTE[this.#status] !== undefined) return this.#minute.text;
    return breakText(this.#status);
  }

  #marker(id: string, type: FootballEventCode, minute: Minute, text: string): void {
    this.#incidents.push(marker(id, type, minute, this.#score, text));
  }

  #incident(
    event: { seq: number; side: Side; minute: number; added: number },
    type: FootballEventCode,
    player: IngestPerson,
    other: IngestPerson | null,
    reason: number | null,
    text: string,
  ): void {
    const minute =
      type === FootballEvent.ShootoutPenalty || type === FootballEvent.ShootoutPenaltyMissed
        ? SHOOTOUT_MINUTE
        : minuteOf(event.minute, event.added);
    this.#facts.push({ type, side: event.side, player, other, minute });
    this.#incidents.push({
      id: `e${event.seq}`,
      type,
      type_label: footballEventLabel(type),
      minute: minute.minute,
      added: minute.added,
      minute_text: minute.text,
      position: SIDE_NUMBER[event.side],
      player_id: player.id ?? null,
      player_name: player.name,
      player2_id: other?.id ?? null,
      player2_name: other?.name ?? null,
      reason_type: reason,
      home_score: this.#score.home,
      away_score: this.#score.away,
      text,
    });
  }

  #team(side: Side): FootballTeamState {
    return {
      ...teamRef(this.header[side]),
      score: this.#score[side],
      half_score: this.#halfScore ? this.#halfScore[side] : null,
      red_cards: this.#cards[side].red,
      yellow_cards: this.#cards[side].yellow,
      corners: this.#stats.find((row) => row.type === FootballEvent.Corner)?.[side] ?? 0,
      penalty_score: this.#shootout ? this.#shootout[side] : null,
    };
  }

  #build(): FootballMatchPage {
    const inPlay = PERIOD_FIRST_MINUTE[this.#status] !== undefined && this.#minute !== null;
    const header = this.header;
    return {
      match_id: header.match_id,
      sport: 'football',
      competition: header.competition,
      venue: header.venue,
      original_kickoff: header.kickoff,
      status_id: this.#status,
      status_label: FOOTBALL_STATUS_LABELS[this.#status],
      minute: inPlay ? (this.#minute?.minute ?? null) : null,
      added: inPlay ? (this.#minute?.added ?? 0) : 0,
      minute_text: this.#minuteText(),
      home_team: this.#team('home'),
      away_team: this.#team('away'),
      incidents: [...this.#incidents],
      tlive: [...this.#lines].reverse(),
      stats: this.#stats,
      replay: false,
    };
  }
}
