import { formatBasketballTextLive } from '@kanqiu/core';
import { BASKETBALL_LINES, periodName, shotName } from '../zh/basketball-commentary';
import { UNNAMED_PLAYER } from '../zh/labels';
import type { BasketballGameData, TimedPlay } from './basketball-game-data';
import { overtimeNumber } from './game-clock';

/** A text-live line and the replay second it appears at. */
export interface TimedTextLine {
  t: number;
  line: string;
}

/**
 * The Chinese text-live feed of a game in docs/behaviour.md §3's wire form (`time^team^score^description^overtime`,
 * written with core's `formatBasketballTextLive`), ascending: a line per play plus one at the start of
 * each period.
 */
export function buildBasketballTextLive(data: BasketballGameData): TimedTextLine[] {
  const name = (id: string | null) =>
    id ? (data.players.get(id)?.name ?? UNNAMED_PLAYER) : UNNAMED_PLAYER;
  const teamName = (side: 0 | 1 | 2) =>
    side === 1 ? data.home.name : side === 2 ? data.away.name : null;
  const out: TimedTextLine[] = [];
  let period = 0;
  let freeThrowsMade = 0;
  const write = (timed: TimedPlay, side: 0 | 1 | 2, description: string, clock = timed.clock) => {
    out.push({
      t: timed.t,
      line: formatBasketballTextLive({
        time: clock,
        team: side === 1 ? 'home' : side === 2 ? 'away' : 'neutral',
        home_score: timed.home,
        away_score: timed.away,
        description,
        overtime: overtimeNumber(timed.period),
      }),
    });
  };

  for (const timed of data.plays) {
    if (timed.period !== period) {
      period = timed.period;
      out.push({
        t: timed.t,
        line: formatBasketballTextLive({
          time: timed.period <= 4 ? '12:00' : '5:00',
          team: 'neutral',
          home_score:
            timed.home - (timed.play.scoringPlay && timed.side === 1 ? timed.play.scoreValue : 0),
          away_score:
            timed.away - (timed.play.scoringPlay && timed.side === 2 ? timed.play.scoreValue : 0),
          description: BASKETBALL_LINES.periodStart(periodName(timed.period)),
          overtime: overtimeNumber(timed.period),
        }),
      });
    }
    const key = String(timed.play.id);
    const { kind } = timed;
    switch (kind.kind) {
      case 'shot': {
        const shot = shotName(kind.shot, kind.three, kind.bank, kind.distance);
        const text = kind.made
          ? BASKETBALL_LINES.made(
              key,
              name(kind.shooter),
              shot,
              kind.assister ? name(kind.assister) : null,
            )
          : kind.blocker
            ? BASKETBALL_LINES.blocked(name(kind.blocker), name(kind.shooter), shot)
            : BASKETBALL_LINES.missed(key, name(kind.shooter), shot);
        write(timed, timed.side, text);
        break;
      }
      case 'free_throw': {
        if (kind.index === 1) freeThrowsMade = 0;
        if (kind.made) freeThrowsMade += 1;
        const last = kind.index === kind.of;
        write(
          timed,
          timed.side,
          BASKETBALL_LINES.freeThrow(
            name(kind.shooter),
            kind.index,
            kind.of,
            kind.made,
            last && kind.of > 1 ? freeThrowsMade : null,
          ),
        );
        break;
      }
      case 'rebound':
        write(
          timed,
          timed.side,
          kind.player
            ? BASKETBALL_LINES.rebound(key, name(kind.player), kind.offensive)
            : BASKETBALL_LINES.teamRebound(teamName(timed.side) ?? '', kind.offensive),
        );
        break;
      case 'turnover':
        write(
          timed,
          timed.side,
          kind.player
            ? BASKETBALL_LINES.turnover(
                name(kind.player),
                kind.turnover,
                kind.stealer ? name(kind.stealer) : null,
              )
            : BASKETBALL_LINES.teamTurnover(teamName(timed.side) ?? '', kind.turnover),
        );
        break;
      case 'foul':
        write(timed, timed.side, BASKETBALL_LINES.foul(name(kind.player), kind.foul));
        break;
      case 'substitution':
        write(
          timed,
          timed.side,
          BASKETBALL_LINES.substitution(name(kind.playerIn), name(kind.playerOut)),
        );
        break;
      case 'timeout':
        write(timed, timed.side, BASKETBALL_LINES.timeout(teamName(timed.side) ?? ''));
        break;
      case 'jumpball':
        write(
          timed,
          0,
          BASKETBALL_LINES.jumpball(
            name(kind.first),
            name(kind.second),
            kind.gains ? name(kind.gains) : null,
          ),
        );
        break;
      case 'end_period':
        write(timed, 0, BASKETBALL_LINES.periodEnd(periodName(timed.period)));
        break;
      case 'end_game':
        write(
          timed,
          0,
          BASKETBALL_LINES.gameEnd(data.home.name, timed.home, data.away.name, timed.away),
        );
        break;
      case 'review':
        write(
          timed,
          0,
          BASKETBALL_LINES.review(teamName(timed.side), kind.challenge, kind.outcome),
        );
        break;
      default:
        write(timed, timed.side, BASKETBALL_LINES.other(teamName(timed.side)));
    }
  }
  return out;
}
