import { FootballEvent } from '@kanqiu/core';
import {
  type BasketballMatchPage,
  type BasketballPlayerBox,
  BasketballStatus,
  type FootballMatchPage,
  FootballStatus,
  isFootballInPlay,
} from '@kanqiu/core/contract';
import type { ScoreCardData, ScoreCardLine } from '@kanqiu/ui';
import { SHARE_TEXT as T } from './share-texts';

/** Top scorers of each side on a basketball card. */
export const BASKETBALL_CARD_SCORERS = 3;

const GOALS: ReadonlySet<number> = new Set([
  FootballEvent.Goal,
  FootballEvent.Penalty,
  FootballEvent.OwnGoal,
]);

/** `2018-07-15 23:00` in the reader's time zone. */
export function cardDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type FootballCardPage = Pick<
  FootballMatchPage,
  | 'competition'
  | 'status_id'
  | 'status_label'
  | 'minute_text'
  | 'home_team'
  | 'away_team'
  | 'incidents'
  | 'original_kickoff'
>;

/**
 * A football match's card as its page stands: the score and the minute (the status outside play),
 * and each side's goals in match order with the minute, penalties and own goals named (an own goal
 * is listed under the side it counted for, as the timeline shows it).
 */
export function footballCard(page: FootballCardPage): ScoreCardData {
  const started = page.status_id !== FootballStatus.NotStarted;
  const live = isFootballInPlay(page.status_id);
  const lines: { home: ScoreCardLine[]; away: ScoreCardLine[] } = { home: [], away: [] };
  for (const incident of page.incidents) {
    if (!GOALS.has(incident.type) || incident.position === 0) continue;
    const note =
      incident.type === FootballEvent.OwnGoal
        ? ` ${T.ownGoal}`
        : incident.type === FootballEvent.Penalty
          ? ` ${T.penalty}`
          : '';
    const line = { name: incident.player_name ?? '', detail: `${incident.minute_text}${note}` };
    (incident.position === 1 ? lines.home : lines.away).push(line);
  }
  return {
    sport: 'football',
    competition: page.competition,
    home: { name: page.home_team.name, score: started ? page.home_team.score : null },
    away: { name: page.away_team.name, score: started ? page.away_team.score : null },
    status: live && page.minute_text ? page.minute_text : page.status_label,
    live,
    lines,
    ...(started ? {} : { date: cardDate(page.original_kickoff) }),
  };
}

function topScorers(players: readonly BasketballPlayerBox[]): ScoreCardLine[] {
  return players
    .filter((player) => player.points > 0)
    .sort((a, b) => b.points - a.points)
    .slice(0, BASKETBALL_CARD_SCORERS)
    .map((player) => ({ name: player.name, detail: T.points(player.points) }));
}

type BasketballCardPage = Pick<
  BasketballMatchPage,
  | 'competition'
  | 'status_id'
  | 'status_label'
  | 'clock'
  | 'home_team'
  | 'away_team'
  | 'players'
  | 'original_kickoff'
>;

/** A basketball game's card: the score, the period and clock, each side's top scorers so far. */
export function basketballCard(page: BasketballCardPage): ScoreCardData {
  const started = page.status_id !== BasketballStatus.NotStarted;
  const live = page.status_id === BasketballStatus.InPlay;
  return {
    sport: 'basketball',
    competition: page.competition,
    home: { name: page.home_team.name, score: started ? page.home_team.score : null },
    away: { name: page.away_team.name, score: started ? page.away_team.score : null },
    status: live && page.clock ? `${page.status_label} ${page.clock}` : page.status_label,
    live,
    lines: { home: topScorers(page.players.home), away: topScorers(page.players.away) },
    ...(started ? {} : { date: cardDate(page.original_kickoff) }),
  };
}
