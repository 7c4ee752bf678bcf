import type { FootballOwnGoal, FootballShot } from '@kanqiu/core/contract/football';
import { explainXg, type XgModel, type XgShot } from '../xg/xg-model';
import { MATCH_STATS_TEXTS } from '../zh/match-stats-texts';
import { type FootballMatchData, playerName } from './football-match-data';
import { matchMinute } from './match-clock';
import { hasTag, WyscoutTag } from './wyscout-tags';

/** A shot with the replay second it happened at. */
export interface TimedShot {
  t: number;
  shot: FootballShot;
}

/** An own goal with the replay second it happened at. */
export interface TimedOwnGoal {
  t: number;
  ownGoal: FootballOwnGoal;
}

const shotsByMatch = new WeakMap<
  FootballMatchData,
  { shots: TimedShot[]; ownGoals: TimedOwnGoal[] }
>();

function kindOf(subEventName: string): XgShot['kind'] {
  if (subEventName === 'Penalty') return 'penalty';
  return subEventName === 'Free kick shot' ? 'free_kick' : 'open_play';
}

function bodyOf(tags: readonly number[]): XgShot['body'] {
  if (tags.includes(WyscoutTag.LeftFoot)) return 'left';
  if (tags.includes(WyscoutTag.RightFoot)) return 'right';
  return 'head_or_other';
}

/**
 * Every shot of a match (shoot-out kicks are not shots) with its xG and the factors behind it, and
 * every own goal, in match order; computed once per match.
 */
export function footballShots(
  data: FootballMatchData,
  model: XgModel,
): { shots: readonly TimedShot[]; ownGoals: readonly TimedOwnGoal[] } {
  const known = shotsByMatch.get(data);
  if (known) return known;
  const texts = MATCH_STATS_TEXTS;
  const shots: TimedShot[] = [];
  const ownGoals: TimedOwnGoal[] = [];
  for (const { event, t, half, side } of data.events) {
    const minute = matchMinute(half, event.eventSec);
    if (hasTag(event, WyscoutTag.OwnGoal)) {
      ownGoals.push({
        t,
        ownGoal: {
          id: `${event.id}-og`,
          side: side === 1 ? 2 : 1,
          player_id: String(event.playerId),
          player_name: playerName(data, event.playerId) ?? '',
          minute: minute.minute,
          minute_text: minute.text,
        },
      });
    }
    const isShot =
      event.eventName === 'Shot' ||
      event.subEventName === 'Free kick shot' ||
      event.subEventName === 'Penalty';
    const origin = event.positions[0];
    if (!isShot || !origin) continue;
    const input: XgShot = {
      x: origin.x,
      y: origin.y,
      kind: kindOf(event.subEventName),
      body: bodyOf(event.tags),
      counter: hasTag(event, WyscoutTag.Counter),
    };
    const explained = explainXg(model, input);
    const goal = hasTag(event, WyscoutTag.Goal);
    const outcome = goal
      ? 'goal'
      : hasTag(event, WyscoutTag.Blocked)
        ? 'blocked'
        : hasTag(event, WyscoutTag.Accurate)
          ? 'saved'
          : 'off_target';
    const yesNo = (value: number) => (value === 1 ? texts.yes : texts.no);
    shots.push({
      t,
      shot: {
        id: String(event.id),
        side,
        player_id: String(event.playerId),
        player_name: playerName(data, event.playerId) ?? '',
        minute: minute.minute,
        minute_text: minute.text,
        half,
        ...input,
        outcome,
        xg: explained.xg,
        distance_m: explained.distance,
        angle_deg: explained.angleDegrees,
        base_log_odds: input.kind === 'penalty' ? 0 : model.intercept,
        factors: explained.contributions.map((part) => ({
          key: part.feature,
          label: texts.factors[part.feature],
          value_text:
            part.feature === 'distance'
              ? texts.metres(explained.distance)
              : part.feature === 'angle'
                ? texts.degrees(explained.angleDegrees)
                : yesNo(part.value),
          log_odds: part.logOdds,
        })),
      },
    });
  }
  const result = { shots, ownGoals };
  shotsByMatch.set(data, result);
  return result;
}
