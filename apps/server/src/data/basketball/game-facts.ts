import type {
  BasketballOfficial,
  BasketballSeasonRecord,
  BasketballStage,
  WinLoss,
} from '@kanqiu/core/contract/basketball';
import { NBA_CITIES, NBA_OFFICIALS } from '../names/nba';
import { venueName } from '../names/venues';
import { BASKETBALL_FACT_TEXTS } from '../zh/basketball-facts-texts';
import type { EspnCompetitor, EspnGameFile, EspnPlay } from './hoopr-types';

/** One finished game of the season series blocks, by team ids. */
export interface SeasonGame {
  id: string;
  kickoff: string;
  stage: BasketballStage;
  /** Number in the Finals series; `null` in the regular season. */
  gameNumber: number | null;
  /** Most games of the Finals series (7); `null` in the regular season. */
  bestOf: number | null;
  homeId: string;
  awayId: string;
  homeScore: number;
  awayScore: number;
}

/** The statistics of ESPN's final team box score that cannot be recounted from the plays. */
export interface FinalTeamExtras {
  pointsInPaint: number | null;
  fastBreakPoints: number | null;
}

/** The facts of one game file beyond its plays and box score. */
export interface BasketballGameFacts {
  /** `2023-24`. */
  season: string;
  /** The teams' names as ESPN writes them, `Boston Celtics`. */
  teamNamesEn: { home: string; away: string };
  /** The game's number in the Finals; `null` when the file names none. */
  gameNumber: number | null;
  venue: { name: string; nameEn: string; city: string; cityEn: string; state: string | null };
  attendance: number | null;
  officials: BasketballOfficial[];
  /** Regular-season records of the home and away side, as the header gives them. */
  records: { home: BasketballSeasonRecord; away: BasketballSeasonRecord };
  /** Every finished game of the file's season series blocks, oldest first. */
  seasonGames: SeasonGame[];
  /** ESPN's home win probability after each play, in play order; `null` where it has none. */
  winProbability: (number | null)[];
  /** The first entry of ESPN's series (at the tip-off). */
  pregameWinProbability: { home: number; tie: number } | null;
  finalExtras: { home: FinalTeamExtras; away: FinalTeamExtras };
}

function winLoss(summary: string | undefined): WinLoss | null {
  const match = /^(\d+)-(\d+)$/.exec(summary ?? '');
  if (!match) return null;
  const win = Number(match[1]);
  const lose = Number(match[2]);
  const played = win + lose;
  return {
    win,
    lose,
    summary: `${win}-${lose}`,
    win_rate: played ? Math.round((win / played) * 1000) / 1000 : 0,
  };
}

function seasonRecord(
  side: EspnCompetitor,
  season: string,
  gameId: string,
): BasketballSeasonRecord {
  const of = (type: string) => winLoss(side.record?.find((r) => r.type === type)?.summary);
  const total = of('total');
  if (!total) throw new Error(`Game ${gameId}: team ${side.team.id} has no season record`);
  return { season, total, home: of('home'), road: of('road'), conference: of('vsconf') };
}

function seasonGames(file: EspnGameFile): SeasonGame[] {
  const games: SeasonGame[] = [];
  for (const series of file.seasonseries ?? []) {
    const stage: BasketballStage | null =
      series.type === 'season'
        ? 'regular'
        : series.type === 'playoff' && series.description === 'NBA Finals'
          ? 'finals'
          : null;
    if (!stage) throw new Error(`Game ${file.gameId}: unknown season series ${series.type}`);
    const finished = series.events
      .filter((event) => event.statusType?.completed !== false)
      .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
    finished.forEach((event, index) => {
      const home = event.competitors.find((c) => c.homeAway === 'home');
      const away = event.competitors.find((c) => c.homeAway === 'away');
      if (!home || !away) throw new Error(`Series game ${event.id} has no home and away`);
      games.push({
        id: event.id,
        kickoff: new Date(Date.parse(event.date)).toISOString(),
        stage,
        gameNumber: stage === 'finals' ? index + 1 : null,
        bestOf: stage === 'finals' ? (series.totalCompetitions ?? null) : null,
        homeId: home.team.id,
        awayId: away.team.id,
        homeScore: Number(home.score),
        awayScore: Number(away.score),
      });
    });
  }
  return games.sort((a, b) => a.kickoff.localeCompare(b.kickoff));
}

function finalExtras(file: EspnGameFile, teamId: string): FinalTeamExtras {
  const stats = file.boxscore.teams?.find((team) => team.team.id === teamId)?.statistics ?? [];
  const value = (name: string) => {
    const shown = stats.find((stat) => stat.name === name)?.displayValue;
    return shown !== undefined && /^\d+$/.test(shown) ? Number(shown) : null;
  };
  return { pointsInPaint: value('pointsInPaint'), fastBreakPoints: value('fastBreakPoints') };
}

/**
 * Reads the facts of a reduced ESPN game file that the pages show besides the plays: season, venue,
 * attendance, officials, both regular-season records with their splits, the season series (regular
 * season and Finals) with every game's date and score, ESPN's win-probability series and the final
 * team statistics that the plays cannot give (points in the paint, fast-break points).
 *
 * @throws Error when a record, a series game or a win-probability entry cannot be read.
 */
export function readGameFacts(
  file: EspnGameFile,
  homeSide: EspnCompetitor,
  awaySide: EspnCompetitor,
  plays: readonly EspnPlay[],
): BasketballGameFacts {
  const gameId = String(file.gameId);
  const endYear = file.season?.year ?? Number(file.header.competitions[0]?.date.slice(0, 4));
  const season = BASKETBALL_FACT_TEXTS.season(endYear);
  const venue = file.gameInfo?.venue;
  const cityEn = venue?.address?.city ?? '';
  const byPlay = new Map((file.winprobability ?? []).map((entry) => [entry.playId, entry]));
  const first = file.winprobability?.[0];
  return {
    season,
    teamNamesEn: { home: homeSide.team.displayName, away: awaySide.team.displayName },
    gameNumber: Number(/Game (\d+)/.exec(file.header.gameNote ?? '')?.[1]) || null,
    venue: {
      name: venueName(venue?.fullName ?? ''),
      nameEn: venue?.fullName ?? '',
      city: NBA_CITIES[cityEn] ?? cityEn,
      cityEn,
      state: venue?.address?.state ?? null,
    },
    attendance: file.gameInfo?.attendance ?? null,
    officials: [...(file.gameInfo?.officials ?? [])]
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((official) => {
        const nameEn = official.displayName ?? official.fullName ?? '';
        return {
          name: NBA_OFFICIALS[nameEn] ?? nameEn,
          name_en: nameEn,
          role: BASKETBALL_FACT_TEXTS.referee,
        };
      }),
    records: {
      home: seasonRecord(homeSide, season, gameId),
      away: seasonRecord(awaySide, season, gameId),
    },
    seasonGames: seasonGames(file),
    winProbability: plays.map((play) => byPlay.get(String(play.id))?.homeWinPercentage ?? null),
    pregameWinProbability: first
      ? { home: first.homeWinPercentage, tie: first.tiePercentage }
      : null,
    finalExtras: {
      home: finalExtras(file, homeSide.team.id),
      away: finalExtras(file, awaySide.team.id),
    },
  };
}
