import { keyFactsOf, summarizeForm } from '@kanqiu/core/contract';
import type {
  FootballMatchOverview,
  KeyFact,
  OverviewPick,
  OverviewSide,
  SuspendedPlayer,
} from '@kanqiu/core/contract/football';
import type { MatchState } from '@kanqiu/core/contract/match';
import type { LoadedReplayMatch } from '../catalog';
import type { Suspension } from '../football/suspensions';
import type { DatedPick } from '../models/model-picks';
import { LEAGUES, type LeagueKey } from '../names/competitions';
import { LEAGUE_TEXTS } from '../zh/league-texts';
import { MODEL_TEXTS } from '../zh/model-texts';
import { OVERVIEW_TEXTS } from '../zh/team-texts';
import { competitionSeasonOf, databaseKeyOf } from './competition-season';
import type { FootballResult } from './football-results';
import { teamsOf } from './points-table';
import { sourceScorerName } from './scorers';
import { computeStandings } from './standings';
import { recentMatch, resultsBefore } from './team-form';

/** Earlier results a side of the overview lists. */
const OVERVIEW_FORM = 5;
/** Earlier meetings the overview lists. */
const OVERVIEW_MEETINGS = 10;

const MARKETS = {
  js: '1x2',
  zc: 'double_chance',
  pk: 'handicap',
  sq: 'total',
  gm: 'btts',
} as const;

/** What the overview reads besides the match itself. */
export interface OverviewContext {
  results: readonly FootballResult[];
  /** The venue a match record's ground names (`Luzhniki Stadium, Moscow`), or `null`. */
  venueOf(ground: string | null): FootballMatchOverview['venue'];
  picksOf(historyId: string): readonly DatedPick[];
  historyOf(replayId: string): string | null;
  /** The suspensions for a replayed match (World Cup 2018). */
  suspensionsOf(replayId: string): readonly Suspension[];
  /** A World Cup 2018 player's Chinese (or Latin) and Latin names. */
  playerOf(playerId: number): { name: string; nameEn: string };
}

function stageOf(result: FootballResult, results: readonly FootballResult[]): string {
  if (!result.group) return result.round;
  const earlier = results.filter(
    (r) =>
      r.competitionKey === result.competitionKey &&
      r.group === result.group &&
      (r.home.id === result.home.id || r.away.id === result.home.id) &&
      Date.parse(r.kickoff) < Date.parse(result.kickoff),
  );
  return OVERVIEW_TEXTS.groupRound(result.round, earlier.length + 1);
}

function position(
  result: FootballResult,
  teamId: string,
  results: readonly FootballResult[],
): OverviewSide['position'] {
  const key = databaseKeyOf(result);
  let pool = results.filter(
    (r) => r.competitionKey === result.competitionKey && r.season === result.season,
  );
  let title = `${LEAGUES[key as LeagueKey]?.name ?? ''}${LEAGUE_TEXTS.leagueTable}`;
  if (key === 'wc') {
    const group = pool.find(
      (r) => r.group && (r.home.id === teamId || r.away.id === teamId),
    )?.group;
    if (!group) return null;
    pool = pool.filter((r) => r.group === group);
    title = LEAGUE_TEXTS.groupTable(group);
  }
  const before = pool.filter((r) => Date.parse(r.kickoff) < Date.parse(result.kickoff));
  const rows = computeStandings(before, teamsOf(pool));
  const row = rows.find((candidate) => candidate.team.id === teamId);
  if (!row || row.played === 0) return null;
  return {
    title,
    rank: row.rank,
    teams: rows.length,
    played: row.played,
    points: row.points ?? 0,
    goal_diff: row.goal_diff ?? 0,
  };
}

function side(
  result: FootballResult,
  team: FootballResult['home'],
  results: readonly FootballResult[],
  ref: { id: string; name: string; code: string },
): OverviewSide {
  const recent = resultsBefore(results, result.kickoff, [team.id])
    .slice(0, OVERVIEW_FORM)
    .map((r) => recentMatch(r, team.id));
  return {
    team: ref,
    recent,
    results: recent.map((match) => match.result),
    position: position(result, team.id, results),
  };
}

function minuteText(minute: number, offset: number): string {
  return offset > 0 ? `${minute}+${offset}'` : `${minute}'`;
}

function replayFacts(replay: LoadedReplayMatch): KeyFact[] {
  const page = replay.matchPageAt(replay.durationSec);
  return page.sport === 'football' ? keyFactsOf(page.incidents) : [];
}

function sourceFacts(result: FootballResult): KeyFact[] {
  return (result.goals ?? []).map((goal) => ({
    kind: goal.ownGoal ? 'own_goal' : goal.penalty ? 'penalty' : 'goal',
    minute_text: minuteText(goal.minute, goal.offset),
    position: goal.side,
    player_name: sourceScorerName(
      result,
      (goal.side === 1 ? result.home : result.away).code,
      goal.name,
    ),
    assist_name: null,
  }));
}

function suspended(
  list: readonly Suspension[],
  teamId: number,
  context: OverviewContext,
  opponentOf: (replayId: string) => string,
): SuspendedPlayer[] {
  return list
    .filter((suspension) => suspension.teamId === teamId)
    .map((suspension) => {
      const player = context.playerOf(suspension.playerId);
      const opponents = suspension.cardMatchIds.map(opponentOf);
      return {
        player_id: String(suspension.playerId),
        name: player.name,
        name_en: player.nameEn,
        reason: suspension.reason,
        reason_text:
          suspension.reason === 'red_card'
            ? OVERVIEW_TEXTS.redCard(opponents[0] ?? '')
            : OVERVIEW_TEXTS.yellowCards(opponents),
        card_match_ids: suspension.cardMatchIds.map((id) => context.historyOf(id) ?? id),
      };
    });
}

/**
 * The overview of one match of the results history (and of its replay, when there is one): what a
 * fan checks before kick-off, and the key facts once it is over. A replayed match counts as over only
 * when its replay has finished, so the page never runs ahead of the live one.
 */
export function matchOverview(
  result: FootballResult,
  replay: LoadedReplayMatch | null,
  replayState: MatchState | null,
  context: OverviewContext,
): FootballMatchOverview {
  const ref = (team: FootballResult['home']) => ({ id: team.id, name: team.name, code: team.code });
  const meetings = resultsBefore(context.results, result.kickoff, [result.home.id, result.away.id])
    .slice(0, OVERVIEW_MEETINGS)
    .map((r) => recentMatch(r, result.home.id));
  const totals = summarizeForm(meetings);
  const finished = result.ft !== null && (replay === null || replayState === 'finished');
  const picks: OverviewPick[] = context.picksOf(result.id).map(({ model, pick }) => ({
    model,
    model_name: MODEL_TEXTS[model].name,
    market: MARKETS[model],
    pick: pick.pick,
    pick_label: pick.pick_label,
    probability: pick.probability,
    odds: pick.odds,
    result: finished ? pick.result : null,
  }));
  let suspensions: FootballMatchOverview['suspensions'] = null;
  if (replay && result.competitionKey === 'wc2018') {
    const list = context.suspensionsOf(replay.id);
    const teamIds = [Number(replay.home.id), Number(replay.away.id)];
    const opponentOf = (teamId: number) => (replayId: string) => {
      const earlier = context.results.find((r) => r.id === context.historyOf(replayId));
      if (!earlier) return '';
      const mine = teamId === teamIds[0] ? result.home.id : result.away.id;
      return earlier.home.id === mine ? earlier.away.name : earlier.home.name;
    };
    suspensions = {
      rule: OVERVIEW_TEXTS.suspensionRule,
      home: suspended(list, teamIds[0] as number, context, opponentOf(teamIds[0] as number)),
      away: suspended(list, teamIds[1] as number, context, opponentOf(teamIds[1] as number)),
    };
  }
  const pair = (value: readonly [number, number] | null) =>
    value ? `${value[0]}-${value[1]}` : null;
  const final = result.et ?? result.ft;
  return {
    match_id: result.id,
    replay_match_id: replay?.id ?? null,
    replay_state: replay ? replayState : null,
    sport: 'football',
    competition: competitionSeasonOf(result),
    stage: stageOf(result, context.results),
    kickoff: replay?.originalKickoff ?? result.kickoff,
    time_known: result.timeKnown,
    venue: context.venueOf(result.ground ?? null),
    home: side(result, result.home, context.results, ref(result.home)),
    away: side(result, result.away, context.results, ref(result.away)),
    head_to_head: {
      matches: meetings,
      home_win: totals.win,
      draw: totals.draw,
      away_win: totals.lose,
      home_goals: totals.goals_for,
      away_goals: totals.goals_against,
    },
    picks,
    suspensions,
    result:
      finished && final
        ? {
            home_score: final[0],
            away_score: final[1],
            half_score: pair(result.ht),
            regular_score: result.et ? pair(result.ft) : null,
            penalty_score: pair(result.penalties),
            facts: replay ? replayFacts(replay) : sourceFacts(result),
          }
        : null,
    note: replay
      ? OVERVIEW_TEXTS.replayNote
      : result.goals
        ? OVERVIEW_TEXTS.worldCupNote
        : OVERVIEW_TEXTS.leagueNote,
  };
}
