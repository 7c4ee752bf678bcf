import { cardReasonLabel, FootballEvent, LiveMarker } from '@kanqiu/core';
import type { FootballTextLive } from '@kanqiu/core/contract';
import {
  type CommentaryContext,
  channelText,
  dangerousAttackLine,
  MARKER_LINES,
  penaltyAwardedLine,
} from '../zh/football-commentary';
import { UNNAMED_PLAYER } from '../zh/labels';
import { cardReason } from './card-reasons';
import { type FootballMatchData, playerName } from './football-match-data';
import type { TeamSide } from './football-moments';
import { type Half, matchMinute, REGULAR_HALF_SEC } from './match-clock';
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
  const at = (t: number, half: Half, sec: number) => ({
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
    data: MARKER_LINES.kickOff(teamName(data.kickOff[1])),
  });

  for (const moment of data.moments) {
    const draft = momentLine(data, moment, context);
    if (draft) drafts.push({ ...at(moment.t, moment.half, moment.sec), ...draft });
  }
  drafts.push(...penaltyAwardLines(data, context));
  drafts.push(...attackLines(data, context));

  for (const half of [1, 2] as const) {
    const start = half === 1 ? 0 : clock.secondHalfStart;
    const length = half === 1 ? clock.firstHalfEnd : clock.end - clock.secondHalfStart;
    if (length > REGULAR_HALF_SEC + 30) {
      drafts.push({
        ...at(start + REGULAR_HALF_SEC, half, REGULAR_HALF_SEC),
        type: FootballEvent.InjuryTime,
        position: 0,
        main: false,
        data: MARKER_LINES.stoppage(half),
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
  drafts.push({
    t: clock.firstHalfEnd,
    minute_text: matchMinute(1, clock.firstHalfEnd - 1).text,
    type: LiveMarker.HalfTime,
    position: 0,
    main: true,
    data: MARKER_LINES.halfTime(neutral('ht', clock.firstHalfEnd)),
  });
  drafts.push({
    ...at(clock.secondHalfStart, 2, 0),
    type: LiveMarker.MatchStart,
    position: 0,
    main: true,
    data: MARKER_LINES.secondHalf(teamName(data.kickOff[2])),
  });
  drafts.push({
    t: clock.end,
    minute_text: matchMinute(2, clock.end - clock.secondHalfStart - 1).text,
    type: LiveMarker.MatchEnd,
    position: 0,
    main: true,
    data: MARKER_LINES.fullTime(neutral('ft', clock.end)),
  });

  const ordered = drafts
    .map((draft, order) => ({ draft, order }))
    .sort((a, b) => a.draft.t - b.draft.t || a.order - b.order);
  return ordered.map(({ draft: { t, ...line } }, index) => ({
    t,
    line: { id: index + 1, ...line },
  }));
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
