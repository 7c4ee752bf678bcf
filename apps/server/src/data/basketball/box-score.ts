import type { BasketballGameData } from './basketball-game-data';

/** One player's running box score. */
export interface PlayerLine {
  seconds: number;
  points: number;
  fgMade: number;
  fgAttempted: number;
  fg3Made: number;
  fg3Attempted: number;
  ftMade: number;
  ftAttempted: number;
  offensiveRebounds: number;
  defensiveRebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
  plusMinus: number;
}

/** The box score right after one play. */
export interface BoxSnapshot {
  players: ReadonlyMap<string, Readonly<PlayerLine>>;
  onCourt: ReadonlySet<string>;
  /** Everyone who has been on the court so far (the starters, and each player once he comes in). */
  entered: ReadonlySet<string>;
  /** Turnovers charged to a team, not a player (shot-clock violations). */
  teamTurnovers: { home: number; away: number };
}

function emptyLine(): PlayerLine {
  return {
    seconds: 0,
    points: 0,
    fgMade: 0,
    fgAttempted: 0,
    fg3Made: 0,
    fg3Attempted: 0,
    ftMade: 0,
    ftAttempted: 0,
    offensiveRebounds: 0,
    defensiveRebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    fouls: 0,
    plusMinus: 0,
  };
}

/**
 * The box score after every play, recounted from the play-by-play: shots, free throws, rebounds,
 * assists, steals, blocks, turnovers and fouls from each play's kind and participants; minutes from
 * the game clock while a player is on the court (starters, then every substitution); plus-minus from
 * the score changes while on the court (free throws for the lineup of the foul). Technical fouls do
 * not count as personal fouls.
 */
export function boxScoreTimeline(data: BasketballGameData): BoxSnapshot[] {
  const lines = new Map<string, PlayerLine>();
  for (const id of data.players.keys()) lines.set(id, emptyLine());
  const onCourt = new Set([...data.players.values()].filter((p) => p.starter).map((p) => p.id));
  const entered = new Set(onCourt);
  const teamTurnovers = { home: 0, away: 0 };
  const snapshots: BoxSnapshot[] = [];
  let clock = 0;
  let home = 0;
  let away = 0;
  let lineupAtFoul: ReadonlySet<string> = new Set(onCourt);
  const line = (id: string | null) => (id ? lines.get(id) : undefined);
  const sideOf = (id: string) => data.players.get(id)?.side;

  for (const timed of data.plays) {
    const elapsed = Math.max(0, timed.gameSec - clock);
    for (const id of onCourt) (line(id) as PlayerLine).seconds += elapsed;
    clock = Math.max(clock, timed.gameSec);
    const { kind } = timed;
    switch (kind.kind) {
      case 'shot': {
        const shooter = line(kind.shooter);
        if (shooter) {
          shooter.fgAttempted += 1;
          if (kind.three) shooter.fg3Attempted += 1;
          if (kind.made) {
            shooter.fgMade += 1;
            shooter.points += kind.three ? 3 : 2;
            if (kind.three) shooter.fg3Made += 1;
          }
        }
        const assister = line(kind.assister);
        if (assister) assister.assists += 1;
        const blocker = line(kind.blocker);
        if (blocker) blocker.blocks += 1;
        break;
      }
      case 'free_throw': {
        const shooter = line(kind.shooter);
        if (shooter) {
          shooter.ftAttempted += 1;
          if (kind.made) {
            shooter.ftMade += 1;
            shooter.points += 1;
          }
        }
        break;
      }
      case 'rebound': {
        const rebounder = line(kind.player);
        if (rebounder && kind.offensive) rebounder.offensiveRebounds += 1;
        else if (rebounder) rebounder.defensiveRebounds += 1;
        break;
      }
      case 'turnover': {
        const player = line(kind.player);
        if (player) player.turnovers += 1;
        else if (timed.side === 1) teamTurnovers.home += 1;
        else if (timed.side === 2) teamTurnovers.away += 1;
        const stealer = line(kind.stealer);
        if (stealer) stealer.steals += 1;
        break;
      }
      case 'foul': {
        const player = line(kind.player);
        if (player && kind.foul !== 'technical') player.fouls += 1;
        lineupAtFoul = new Set(onCourt);
        break;
      }
      case 'substitution': {
        if (kind.playerOut) onCourt.delete(kind.playerOut);
        if (kind.playerIn) {
          onCourt.add(kind.playerIn);
          entered.add(kind.playerIn);
        }
        break;
      }
      default:
        break;
    }
    const homeDelta = timed.home - home;
    const awayDelta = timed.away - away;
    if (homeDelta !== 0 || awayDelta !== 0) {
      // Free-throw points count for the players who were on the court when the foul was called,
      // whoever was substituted in before the shots.
      const credited = kind.kind === 'free_throw' ? lineupAtFoul : onCourt;
      for (const id of credited) {
        const player = line(id) as PlayerLine;
        player.plusMinus += sideOf(id) === 1 ? homeDelta - awayDelta : awayDelta - homeDelta;
      }
    }
    home = timed.home;
    away = timed.away;
    snapshots.push({
      players: new Map([...lines].map(([id, value]) => [id, { ...value }])),
      onCourt: new Set(onCourt),
      entered: new Set(entered),
      teamTurnovers: { ...teamTurnovers },
    });
  }
  return snapshots;
}
