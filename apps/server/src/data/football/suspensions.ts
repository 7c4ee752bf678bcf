import { FootballEvent } from '@kanqiu/core';
import type { FootballMatchData } from './football-match-data';
import type { FootballMatchHeader } from './football-match-header';

/** Why a player misses a match. */
export type SuspensionReason = 'yellow_cards' | 'red_card';

/** A player who misses a match through a ban earned in earlier matches. */
export interface Suspension {
  /** Wyscout ids. */
  playerId: number;
  teamId: number;
  /** The replay id of the match he misses. */
  matchId: string;
  reason: SuspensionReason;
  /** The replay ids of the matches whose cards led to the ban, oldest first. */
  cardMatchIds: string[];
}

interface Ban {
  reason: SuspensionReason;
  cardMatchIds: string[];
}

/** A match in kick-off order, with its cards. */
export interface CardedMatch {
  header: FootballMatchHeader;
  /** Its moments: none for a match not played yet (it only serves its players' bans). */
  data: Pick<FootballMatchData, 'moments'>;
}

/**
 * Who is suspended for which match of the World Cup 2018, derived from the real cards of the earlier
 * matches under the tournament's rule (written in `docs/data.md`):
 *
 * - a caution in two different matches: banned for the team's next match, and the count starts
 *   again;
 * - sent off (a straight red card, or a second caution in the same match): banned for the team's
 *   next match (FIFA may add more for a straight red; the data cannot say); the two cautions of a
 *   sending-off do not count towards the accumulation;
 * - single cautions are wiped after the quarter-finals; bans already earned stand;
 * - a ban is served in the team's next match of the tournament; a team knocked out serves none.
 *
 * `matches` must be in kick-off order. Returns the bans by the replay id of the match missed.
 */
export function deriveSuspensions(matches: readonly CardedMatch[]): Map<string, Suspension[]> {
  const cautions = new Map<number, string[]>();
  const pending = new Map<number, { teamId: number; ban: Ban }>();
  const out = new Map<string, Suspension[]>();
  let wiped = false;
  for (const { header, data } of matches) {
    if (!wiped && isAfterQuarterFinals(header.round)) {
      cautions.clear();
      wiped = true;
    }
    const teams = [header.wyscoutTeamIds[1], header.wyscoutTeamIds[2]];
    const served: Suspension[] = [];
    for (const [playerId, { teamId, ban }] of pending) {
      if (!teams.includes(teamId)) continue;
      served.push({ playerId, teamId, matchId: header.id, ...ban });
      pending.delete(playerId);
    }
    if (served.length > 0) out.set(header.id, served);

    const sentOff = new Set<number>();
    const cautioned = new Set<number>();
    const teamOf = new Map<number, number>();
    for (const moment of data.moments) {
      if (moment.playerId === null) continue;
      const teamId = header.wyscoutTeamIds[moment.side];
      if (moment.code === FootballEvent.RedCard || moment.code === FootballEvent.SecondYellow) {
        sentOff.add(moment.playerId);
        teamOf.set(moment.playerId, teamId);
        if (moment.code === FootballEvent.SecondYellow) cautioned.delete(moment.playerId);
      } else if (moment.code === FootballEvent.YellowCard && !sentOff.has(moment.playerId)) {
        cautioned.add(moment.playerId);
        teamOf.set(moment.playerId, teamId);
      }
    }
    for (const playerId of sentOff) {
      const teamId = teamOf.get(playerId) as number;
      pending.set(playerId, { teamId, ban: { reason: 'red_card', cardMatchIds: [header.id] } });
    }
    for (const playerId of cautioned) {
      const earlier = cautions.get(playerId) ?? [];
      const all = [...earlier, header.id];
      if (all.length >= 2) {
        cautions.delete(playerId);
        if (!pending.has(playerId)) {
          const teamId = teamOf.get(playerId) as number;
          pending.set(playerId, { teamId, ban: { reason: 'yellow_cards', cardMatchIds: all } });
        }
      } else {
        cautions.set(playerId, all);
      }
    }
  }
  return out;
}

/** The openfootball rounds after the quarter-finals, before which single cautions are wiped. */
function isAfterQuarterFinals(round: string): boolean {
  return round === 'Semi-finals' || round === 'Match for third place' || round === 'Final';
}
