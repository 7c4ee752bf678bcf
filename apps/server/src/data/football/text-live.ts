import { cardReasonLabel, FootballEvent, LiveMarker } from '@kanqiu/core';
import type { FootballTextLive } from '@kanqiu/core/contract/football';
import {
  type CommentaryContext,
  channelText,
  dangerousAttackLine,
  MARKER_LINES,
  penaltyAwardedLine,
  shootoutKickLine,
} from '../zh/football-commentary';
import { UNNAMED_PLAYER } from '../zh/labels';
import { cardReason } from './card-reasons';
import { type FootballMatchData, playerName } from './football-match-data';
import type { TeamSide } from './football-moments';
import {
  EXTRA_HALF_SEC,
  type Half,
  matchMinute,
  type Period,
  REGULAR_HALF_SEC,
  SHOOTOUT_MINUTE_TEXT,
} from './match-clock';
import { type ContextOf, momentLine } from './moment-line';
import { ScoreTimeline } from './score-timeline';

/** A text-live line and the replay second it appears at. */
export interface TimedLine {
  t: number;
  line: FootballTextLive;
}

/** Minutes of the technical-statistics lines (half and full time have their own lines). */
const SUMMARY_MINUTES = [15, 30, 60, 75] as const;

/** Least replay seconds between two "dangerous attack" lines, so they season the feed, not flood it. */
const ATTACK_LINE_GAP_SEC = 240;

type Draft = Omit<FootballTextLive, 'id'> & { t: number };

/**
 * The Chinese text-live feed of a match, ascending by time (pages show it newest first): markers
 * (0 text live starts, 10 each kick-off, 11 half time, 12 full time), every goal, penalty, card,
 * substitution, shot, corner, offside, attacking free kick, the start of stoppage time, technical
 * statistics every 15 minutes, and now and then a dangerous attack that came to nothing.
 */
export function buildTextLive(data: FootballMatchData): TimedLine[] {
  const scores = new ScoreTimeline(data.moments);
  const { clock, home, away } = data;
  const drafts: Draft[] = [];
  const teamName = (side: TeamSide) => (side === 1 ? home.name : away.name);
  const context = (
    key: string,
    side: TeamSide,
    t: number,
    player: string,
    other: string | null,
  ): CommentaryContext => {
    const score = scores.at(t);
    return {
      key,
      team: teamName(side),
      opponent: teamName(side === 1 ? 2 : 1),
      player,
      other,
      home: home.name,
      away: away.name,
      homeScore: score.home,
      awayScore: score.away,
    };
  };
  const at = (t: number, half: Period, sec: number) => ({
    t,
    minute_text: matchMinute(half, sec).text,
  });
  const neutral = (key: string, t: number) => context(key, 1, t, '', null);

  drafts.push({
    t: 0,
    minute_text: '',
    type: LiveMarker.TextLiveStart,
    position: 0,
    main: true,
    data: MARKER_LINES.textLiveStart(data.competition, home.name, away.name, data.venue),
  });
  drafts.push({
    ...at(0, 1, 0),
    type: LiveMarker.MatchStart,
    position: 0,
    main: true,
    data: MARKER_LINES.kickOff(teamName(data.kickOff[1] ?? 1)),
  });
  for (const moment of data.moments) {
    const draft = momentLine(data, moment, context);
    if (draft) drafts.push({ ...at(moment.t, moment.half, moment.sec), ...draft });
  }
  drafts.push(...penaltyAwardLines(data, context));
  drafts.push(...attackLines(data, context));

  for (const { period, start, end } of clock.periods) {
    if (period === 5) continue;
    const kicker = teamName(data.kickOff[period] ?? 1);
    if (period !== 1)
      drafts.push({
        ...at(start, period, 0),
        type: LiveMarker.MatchStart,
        position: 0,
        main: true,
        data:
          period === 2
            ? MARKER_LINES.secondHalf(kicker)
            : MARKER_LINES.extraTimeKickOff(period as 3 | 4, kicker),
      });
    const regular = period <= 2 ? REGULAR_HALF_SEC : EXTRA_HALF_SEC;
    if (end - start > regular + 30) {
      drafts.push({
        ...at(start + regular, period, regular),
        type: FootballEvent.InjuryTime,
        position: 0,
        main: false,
        data: MARKER_LINES.stoppage(period),
      });
    }
    const whistle = { t: end, minute_text: matchMinute(period, end - start - 1).text };
    const c = neutral(`end-${period}`, end);
    if (period === 1) {
      drafts.push({
        ...whistle,
        type: LiveMarker.HalfTime,
        position: 0,
        main: true,
        data: MARKER_LINES.halfTime(c),
      });
    } else if (period === 2 && clock.hasExtraTime) {
      drafts.push({
        ...whistle,
        type: LiveMarker.HalfTime,
        position: 0,
        main: true,
        data: MARKER_LINES.regulationEnd(c),
      });
    } else if (period === 3) {
      drafts.push({
        ...whistle,
        type: LiveMarker.HalfTime,
        position: 0,
        main: true,
        data: MARKER_LINES.extraTimeHalfTime(c),
      });
    } else if (period === 4) {
      drafts.push({
        ...whistle,
        type: FootballEvent.ExtraTimeEnded,
        position: 0,
        main: true,
        data: MARKER_LINES.extraTimeEnd(c),
      });
    }
  }
  for (const minute of SUMMARY_MINUTES) {
    const half: Half = minute <= 45 ? 1 : 2;
    const sec = (minute - (half === 1 ? 0 : 45)) * 60;
    const t = (half === 1 ? 0 : clock.secondHalfStart) + sec;
    drafts.push({
      t,
      minute_text: `${minute}'`,
      type: FootballEvent.Possession,
      position: 0,
      main: false,
      data: summaryText(data, minute, t, neutral(`summary-${minute}`, t)),
    });
  }
  drafts.push(...shootoutLines(data, context));
  const last = clock.periods.filter((p) => p.period !== 5).at(-1);
  const endText = data.penalties
    ? SHOOTOUT_MINUTE_TEXT
    : last
      ? matchMinute(last.period as Half, last.end - last.start - 1).text
      : '';
  const full = neutral('ft', clock.end);
  const penalties = data.penalties;
  if (penalties) {
    const winner: TeamSide = penalties[1] > penalties[2] ? 1 : 2;
    drafts.push({
      t: clock.end,
      minute_text: endText,
      type: FootballEvent.ShootoutEnded,
      position: winner,
      main: true,
      data: MARKER_LINES.shootoutEnd(
        teamName(winner),
        Math.max(penalties[1], penalties[2]),
        Math.min(penalties[1], penalties[2]),
      ),
    });
  }
  drafts.push({
    t: clock.end,
    minute_text: endText,
    type: LiveMarker.MatchEnd,
    position: 0,
    main: true,
    data: penalties
      ? MARKER_LINES.fullTimeAfterShootout(
          full,
          teamName(penalties[1] > penalties[2] ? 1 : 2),
          `${Math.max(penalties[1], penalties[2])}-${Math.min(penalties[1], penalties[2])}`,
        )
      : clock.hasExtraTime
        ? MARKER_LINES.fullTimeAfterExtraTime(full)
        : MARKER_LINES.fullTime(full),
  });

  const ordered = drafts
    .map((draft, order) => ({ draft, order }))
    .sort((a, b) => a.draft.t - b.draft.t || a.order - b.order);
  return ordered.map(({ draft: { t, ...line } }, index) => ({
    t,
    line: { id: index + 1, ...line },
  }));
}

/** A line per shoot-out kick, with the kicker's round and the shoot-out score after it. */
function shootoutLines(data: FootballMatchData, context: ContextOf): Draft[] {
  const out: Draft[] = [];
  const tally = { home: 0, away: 0 };
  const rounds = { 1: 0, 2: 0 };
  for (const moment of data.moments) {
    const scored = moment.code === FootballEvent.ShootoutPenalty;
    if (!scored && moment.code !== FootballEvent.ShootoutPenaltyMissed) continue;
    rounds[moment.side] += 1;
    if (scored && moment.side === 1) tally.home += 1;
    if (scored && moment.side === 2) tally.away += 1;
    const player = playerName(data, moment.playerId) ?? UNNAMED_PLAYER;
    const keeper = playerName(data, moment.shot?.savedBy ?? null);
    out.push({
      t: moment.t,
      minute_text: SHOOTOUT_MINUTE_TEXT,
      type: moment.code,
      position: moment.side,
      main: true,
      data: shootoutKickLine(
        context(moment.id, moment.side, moment.t, player, keeper),
        rounds[moment.side],
        scored,
        { ...tally },
      ),
    });
  }
  return out;
}

/** The foul that gave each penalty: the last foul by the defending side shortly before the kick. */
function penaltyAwardLines(data: FootballMatchData, context: ContextOf): Draft[] {
  const out: Draft[] = [];
  for (const moment of data.moments) {
    if (moment.code !== FootballEvent.Penalty && moment.code !== FootballEvent.PenaltyMissed)
      continue;
    if (moment.eventIndex === null) continue;
    for (let i = moment.eventIndex - 1; i >= 0; i -= 1) {
      const timed = data.events[i];
      if (!timed || timed.half !== moment.half || moment.t - timed.t > 8 * 60) break;
      if (timed.event.eventName !== 'Foul' || timed.side === moment.side) continue;
      const fouler = playerName(data, timed.event.playerId) ?? UNNAMED_PLAYER;
      const reason = cardReasonLabel(cardReason(timed.event.eventName, timed.event.subEventName));
      out.push({
        t: timed.t,
        minute_text: matchMinute(timed.half, timed.event.eventSec).text,
        type: FootballEvent.Penalty,
        position: moment.side,
        main: true,
        data: penaltyAwardedLine(
          context(`pen-${timed.event.id}`, moment.side, timed.t, fouler, null),
          reason,
        ),
      });
      break;
    }
  }
  return out;
}

/** Crosses and through balls into the danger zone that led to no shot, spaced out. */
function attackLines(data: FootballMatchData, context: ContextOf): Draft[] {
  const out: Draft[] = [];
  let last = Number.NEGATIVE_INFINITY;
  const { events } = data;
  for (let i = 0; i < events.length; i += 1) {
    const timed = events[i];
    if (!timed || timed.t - last < ATTACK_LINE_GAP_SEC) continue;
    const { event } = timed;
    const kind =
      event.subEventName === 'Cross'
        ? 'cross'
        : event.subEventName === 'Smart pass'
          ? 'through'
          : null;
    const origin = event.positions[0];
    if (!kind || !origin || origin.x < 60) continue;
    const shotFollows = events
      .slice(i + 1, i + 6)
      .some(
        (next) =>
          next.side === timed.side &&
          (next.event.eventName === 'Shot' || next.event.subEventName === 'Corner'),
      );
    if (shotFollows) continue;
    last = timed.t;
    const where = channelText(origin.y < 35 ? 'left' : origin.y > 65 ? 'right' : 'centre');
    const player = playerName(data, event.playerId) ?? UNNAMED_PLAYER;
    out.push({
      t: timed.t,
      minute_text: matchMinute(timed.half, event.eventSec).text,
      type: FootballEvent.DangerousAttack,
      position: timed.side,
      main: false,
      data: dangerousAttackLine(
        context(`att-${event.id}`, timed.side, timed.t, player, null),
        where,
        kind,
      ),
    });
  }
  return out;
}

function summaryText(
  data: FootballMatchData,
  minute: number,
  t: number,
  c: CommentaryContext,
): string {
  const possession = data.possession.possessionAt(t);
  let homeShots = 0;
  let awayShots = 0;
  for (const moment of data.moments) {
    if (moment.t > t) break;
    if (moment.code === FootballEvent.ShotOnTarget || moment.code === FootballEvent.ShotOffTarget) {
      if (moment.side === 1) homeShots += 1;
      else awayShots += 1;
    }
  }
  return MARKER_LINES.summary(minute, c, possession, { home: homeShots, away: awayShots });
}
