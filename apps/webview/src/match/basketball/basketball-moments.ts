import { useEffect, useRef, useState } from 'react';
import type { Moment } from '../shared/match-moment';
import { MATCH_TEXT } from '../shared/match-texts';

/** Unanswered points that make a run worth a banner. */
export const RUN_POINTS = 8;

type Lead = 'home' | 'away' | null;

/** What the watcher remembers between pushes. */
export interface BasketballFlow {
  home: number;
  away: number;
  /** The side that led last, kept through a tie, so a tie and then the other side ahead is a lead change. */
  leader: Lead;
  /** Unanswered points of the side on a run. */
  run: { side: Lead; points: number };
}

function leaderOf(home: number, away: number, before: Lead): Lead {
  if (home === away) return before;
  return home > away ? 'home' : 'away';
}

/** The flow of a game that opens at this score: no run, the current leader. */
export function openFlow(home: number, away: number): BasketballFlow {
  return { home, away, leader: leaderOf(home, away, null), run: { side: null, points: 0 } };
}

/**
 * The flow after a push brings a new score, and the moment it makes: a lead change first, else a
 * run reaching {@link RUN_POINTS}. A score that goes back (a replay sought backwards) starts afresh.
 */
export function nextFlow(
  flow: BasketballFlow,
  home: number,
  away: number,
  names: { home: string; away: string },
): { flow: BasketballFlow; moment: Moment | null } {
  const dh = home - flow.home;
  const da = away - flow.away;
  if (dh < 0 || da < 0) return { flow: openFlow(home, away), moment: null };
  if (dh === 0 && da === 0) return { flow, moment: null };
  let run = flow.run;
  if (dh > 0 && da > 0) run = { side: null, points: 0 };
  else {
    const side = dh > 0 ? 'home' : 'away';
    const scored = dh > 0 ? dh : da;
    run = run.side === side ? { side, points: run.points + scored } : { side, points: scored };
  }
  const leader = leaderOf(home, away, flow.leader);
  const next = { home, away, leader, run };
  const score = MATCH_TEXT.momentScore(home, away);
  if (flow.leader !== null && leader !== flow.leader && home !== away) {
    return {
      flow: next,
      moment: {
        key: `lead-${home}-${away}`,
        side: leader ?? 'none',
        title: MATCH_TEXT.momentLead,
        line: MATCH_TEXT.momentLeadLine(leader === 'home' ? names.home : names.away),
        detail: score,
      },
    };
  }
  if (run.side && run.points >= RUN_POINTS && flow.run.points < RUN_POINTS) {
    return {
      flow: next,
      moment: {
        key: `run-${home}-${away}`,
        side: run.side,
        title: MATCH_TEXT.momentRun(run.points),
        line: MATCH_TEXT.momentRunLine(run.side === 'home' ? names.home : names.away, run.points),
        detail: score,
      },
    };
  }
  return { flow: next, moment: null };
}

/** The latest lead change or run a push brings; the score the page opened with makes none. */
export function useBasketballMoment(
  home: number,
  away: number,
  names: { home: string; away: string },
): Moment | null {
  const flow = useRef<BasketballFlow | null>(null);
  const [moment, setMoment] = useState<Moment | null>(null);
  const { home: homeName, away: awayName } = names;
  useEffect(() => {
    if (flow.current === null) {
      flow.current = openFlow(home, away);
      return;
    }
    const next = nextFlow(flow.current, home, away, { home: homeName, away: awayName });
    flow.current = next.flow;
    if (next.moment) setMoment(next.moment);
  }, [home, away, homeName, awayName]);
  return moment;
}
