import { FootballEvent } from '@kanqiu/core';
import type { FootballMatchData } from './football-match-data';
import { worldCupPlayerName } from './football-match-data';
import type { FootballReplaySource } from './load-football';
import { unescapeWyscout } from './wyscout-text';
import type { WyscoutPlayer } from './wyscout-types';

/** What one player did at the World Cup 2018, counted from the replays. */
export interface PlayerTally {
  playerId: number;
  /** The Wyscout id of his team. */
  teamId: number;
  name: string;
  nameEn: string;
  role: string;
  birthDate: string | null;
  /** Matches started, or come on in. */
  appearances: number;
  starts: number;
  /** Goals from open play and penalties (own goals and shoot-out kicks not included). */
  goals: number;
  penaltyGoals: number;
  assists: number;
  /** A second yellow counts as a yellow and a red, as on the match pages. */
  yellowCards: number;
  redCards: number;
}

function countMoments(data: FootballMatchData, tallies: Map<number, PlayerTally>): void {
  const add = (id: number | null, field: keyof PlayerTally, by = 1) => {
    const tally = id === null ? undefined : tallies.get(id);
    if (tally) (tally[field] as number) += by;
  };
  for (const moment of data.moments) {
    switch (moment.code) {
      case FootballEvent.Goal:
        add(moment.playerId, 'goals');
        add(moment.player2Id, 'assists');
        break;
      case FootballEvent.Penalty:
        add(moment.playerId, 'goals');
        add(moment.playerId, 'penaltyGoals');
        break;
      case FootballEvent.YellowCard:
        add(moment.playerId, 'yellowCards');
        break;
      case FootballEvent.RedCard:
        add(moment.playerId, 'redCards');
        break;
      case FootballEvent.SecondYellow:
        add(moment.playerId, 'yellowCards');
        add(moment.playerId, 'redCards');
        break;
    }
  }
}

/**
 * Every World Cup 2018 player's tournament: appearances from the lineups and substitutions of the
 * match records, goals, assists and cards from the replays' events (so they agree with the match
 * pages). Converts every replay the first time it is read.
 */
export class WorldCupStats {
  private tallies: Map<number, PlayerTally> | undefined;

  constructor(
    private readonly sources: readonly FootballReplaySource[],
    private readonly players: readonly WyscoutPlayer[],
  ) {}

  /** Every player of a squad, by Wyscout player id. */
  all(): ReadonlyMap<number, PlayerTally> {
    this.tallies ??= this.count();
    return this.tallies;
  }

  /** The players of one team (Wyscout team id). */
  team(teamId: number): PlayerTally[] {
    return [...this.all().values()].filter((tally) => tally.teamId === teamId);
  }

  private count(): Map<number, PlayerTally> {
    const byId = new Map(this.players.map((player) => [player.wyId, player]));
    const tallies = new Map<number, PlayerTally>();
    for (const { header } of this.sources) {
      for (const team of Object.values(header.teamData)) {
        const subs = team.formation.substitutions === 'null' ? [] : team.formation.substitutions;
        const cameOn = new Set(subs.map((sub) => sub.playerIn));
        const starters = new Set(team.formation.lineup.map((entry) => entry.playerId));
        for (const entry of [...team.formation.lineup, ...team.formation.bench]) {
          let tally = tallies.get(entry.playerId);
          if (!tally) {
            const player = byId.get(entry.playerId);
            tally = {
              playerId: entry.playerId,
              teamId: team.teamId,
              name: player ? worldCupPlayerName(player) : String(entry.playerId),
              nameEn: player ? unescapeWyscout(player.shortName) : String(entry.playerId),
              role: player?.role.code2 ?? 'MD',
              birthDate: player?.birthDate || null,
              appearances: 0,
              starts: 0,
              goals: 0,
              penaltyGoals: 0,
              assists: 0,
              yellowCards: 0,
              redCards: 0,
            };
            tallies.set(entry.playerId, tally);
          }
          if (starters.has(entry.playerId)) tally.starts += 1;
          if (starters.has(entry.playerId) || cameOn.has(entry.playerId)) tally.appearances += 1;
        }
      }
    }
    for (const source of this.sources) countMoments(source.convert(), tallies);
    return tallies;
  }
}
