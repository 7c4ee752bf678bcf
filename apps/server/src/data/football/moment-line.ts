import { cardReasonLabel, FootballEvent } from '@kanqiu/core';
import type { FootballTextLive } from '@kanqiu/core/contract/football';
import {
  type CommentaryContext,
  channelText,
  cornerLine,
  freeKickLine,
  goalLine,
  missWhere,
  offsideLine,
  ownGoalLine,
  penaltyGoalLine,
  penaltyMissLine,
  redCardLine,
  secondYellowLine,
  shotBlockedLine,
  shotManner,
  shotMissedLine,
  shotSavedLine,
  substitutionLine,
  yellowCardLine,
} from '../zh/football-commentary';
import { UNNAMED_PLAYER } from '../zh/labels';
import { type FootballMatchData, playerName } from './football-match-data';
import type { FootballMoment, TeamSide } from './football-moments';
import { hasTag, WyscoutTag } from './wyscout-tags';

/** Builds the commentary context of a line: who, against whom, the score at `t`. */
export type ContextOf = (
  key: string,
  side: TeamSide,
  t: number,
  player: string,
  other: string | null,
) => CommentaryContext;

/** A text-live line of a moment, before its id and minute are set. */
export type MomentLineDraft = Omit<FootballTextLive, 'id' | 'minute_text'>;

/**
 * The text-live line of one moment, or `null` for moments the feed leaves out (goal kicks, free kicks
 * outside the attacking third, the shot record of a goal or penalty, which has its own line).
 */
export function momentLine(
  data: FootballMatchData,
  moment: FootballMoment,
  context: ContextOf,
): MomentLineDraft | null {
  const player = playerName(data, moment.playerId) ?? UNNAMED_PLAYER;
  const other = playerName(data, moment.player2Id);
  const c = (otherName: string | null = other) =>
    context(moment.id, moment.side, moment.t, player, otherName);
  const line = (type: number, main: boolean, text: string) => ({
    type,
    position: moment.side,
    main,
    data: text,
  });
  const shot = moment.shot;
  const source = moment.eventIndex === null ? null : data.events[moment.eventIndex]?.event;
  switch (moment.code) {
    case FootballEvent.Goal:
      return line(
        moment.code,
        true,
        goalLine(c(), shot ? shotManner(shot.zone, shot.bodyPart) : ''),
      );
    case FootballEvent.Penalty:
      return line(moment.code, true, penaltyGoalLine(c()));
    case FootballEvent.PenaltyMissed:
      return line(moment.code, true, penaltyMissLine(c(playerName(data, shot?.savedBy ?? null))));
    case FootballEvent.OwnGoal:
      return line(moment.code, true, ownGoalLine(c()));
    case FootballEvent.ShotOnTarget:
    case FootballEvent.ShotOffTarget: {
      if (!shot || shot.setPiece === 'penalty' || (source && hasTag(source, WyscoutTag.Goal)))
        return null;
      const manner = shotManner(shot.zone, shot.bodyPart, shot.setPiece === 'free_kick');
      if (moment.code === FootballEvent.ShotOnTarget) {
        return line(moment.code, false, shotSavedLine(c(playerName(data, shot.savedBy)), manner));
      }
      if (shot.blocked) return line(moment.code, false, shotBlockedLine(c(), manner));
      const tags = source ? source.tags : [];
      return line(moment.code, false, shotMissedLine(c(), manner, missWhere(tags)));
    }
    case FootballEvent.Corner: {
      const y = source?.positions[0]?.y ?? 0;
      return line(moment.code, false, cornerLine(c(), y < 50 ? 'left' : 'right'));
    }
    case FootballEvent.FreeKick: {
      const origin = source?.positions[0];
      if (!source || source.subEventName === 'Free kick shot' || !origin || origin.x < 60)
        return null;
      const where = channelText(origin.y < 35 ? 'left' : origin.y > 65 ? 'right' : 'centre');
      return line(moment.code, false, freeKickLine(c(), where));
    }
    case FootballEvent.Offside:
      return line(moment.code, false, offsideLine(c()));
    case FootballEvent.YellowCard:
      return line(moment.code, true, yellowCardLine(c(), cardReasonLabel(moment.reason ?? 0)));
    case FootballEvent.RedCard:
      return line(moment.code, true, redCardLine(c(), cardReasonLabel(moment.reason ?? 0)));
    case FootballEvent.SecondYellow:
      return line(moment.code, true, secondYellowLine(c()));
    case FootballEvent.Substitution:
      return line(moment.code, false, substitutionLine(c()));
    default:
      return null;
  }
}
