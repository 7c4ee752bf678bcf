import { FootballEvent } from '@kanqiu/core';
import { FOOTBALL_STATUS_LABELS, type OddsPage } from '@kanqiu/core/contract/match';
import type { FootballMatchData } from '../football/football-match-data';
import { breakText } from '../football/football-page';
import { ScoreTimeline } from '../football/score-timeline';
import type { RatedFixture } from '../rating/football-ratings';
import { ascendingUnique } from '../shared/timeline';
import { EXPECTED_MATCH_MINUTES, footballQuotes } from './football-odds-model';
import { createOddsPages } from './odds-pages';

/** Replay seconds of play between two time-driven odds updates. */
const ODDS_TICK_SEC = 300;

/** Minutes of play up to replay second `t` (stoppage time included; the break not). */
function minutesPlayed(data: FootballMatchData, t: number): number {
  const { clock } = data;
  if (t <= 0) return 0;
  if (t < clock.firstHalfEnd) return t / 60;
  const first = clock.firstHalfEnd / 60;
  if (t < clock.secondHalfStart) return first;
  return first + (Math.min(t, clock.regulationEnd) - clock.secondHalfStart) / 60;
}

/**
 * The odds scene of a football replay, priced from the pre-match goal means of its rated fixture
 * (Elo + Poisson, no look-ahead) and moving with time, goals and red cards. The markets settle on the
 * 90 minutes, so from the end of regular time on (extra time, a shoot-out) the odds stay as they were.
 */
export function createFootballOdds(
  data: FootballMatchData,
  fixture: Pick<RatedFixture, 'lambdaHome' | 'lambdaAway'>,
): { changePoints: readonly number[]; pageAt(t: number): OddsPage } {
  const { clock } = data;
  const scores = new ScoreTimeline(data.moments);
  const reds = data.moments.filter(
    (m) => m.code === FootballEvent.RedCard || m.code === FootballEvent.SecondYellow,
  );
  const ticks: number[] = [];
  for (let t = 0; t < clock.firstHalfEnd; t += ODDS_TICK_SEC) ticks.push(t);
  for (let t = clock.secondHalfStart; t < clock.regulationEnd; t += ODDS_TICK_SEC) ticks.push(t);
  const events = data.moments.filter((m) => m.scores).map((m) => m.t);
  const modelPoints = ascendingUnique([...ticks, ...events, ...reds.map((m) => m.t)]).filter(
    (t) => t < clock.regulationEnd,
  );
  const stateAt = (t: number) => {
    const score = scores.at(t);
    const redsBy = (side: 1 | 2) => reds.filter((m) => m.side === side && m.t <= t).length;
    return {
      remainingMinutes: Math.max(0.5, EXPECTED_MATCH_MINUTES - minutesPlayed(data, t)),
      home: score.home,
      away: score.away,
      homeReds: redsBy(1),
      awayReds: redsBy(2),
    };
  };
  const pre = { lambdaHome: fixture.lambdaHome, lambdaAway: fixture.lambdaAway };
  const quoteCache = new Map<number, ReturnType<typeof footballQuotes>>();
  return createOddsPages({
    sport: 'football',
    matchId: data.id,
    competition: data.competition,
    home: data.home,
    away: data.away,
    end: clock.end,
    modelPoints,
    headerPoints: [
      clock.regulationEnd,
      ...clock.periods
        .filter((p) => p.start >= clock.regulationEnd)
        .flatMap((p) => [p.start, p.end]),
      ...data.moments.filter((m) => m.t >= clock.regulationEnd && m.scores).map((m) => m.t),
    ],
    quotesAt(index) {
      let quotes = quoteCache.get(index);
      if (!quotes) {
        const t = index < 0 ? -1 : (modelPoints[index] as number);
        quotes = footballQuotes(pre, stateAt(t));
        quoteCache.set(index, quotes);
      }
      return quotes;
    },
    headerAt(t) {
      const state = clock.stateAt(t);
      const score = scores.at(t);
      const text = state.text ?? breakText(state.status);
      return {
        status_id: state.status,
        status_label: FOOTBALL_STATUS_LABELS[state.status],
        time_text: text,
        home: score.home,
        away: score.away,
      };
    },
  });
}
