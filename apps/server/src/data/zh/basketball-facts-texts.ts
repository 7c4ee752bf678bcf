/** Chinese texts of the NBA facts: seasons, series, officials, why a player did not play, notes. */
export const BASKETBALL_FACT_TEXTS = {
  /** `2023-24` from the year a season ends in. */
  season: (endYear: number) => `${endYear - 1}-${String(endYear % 100).padStart(2, '0')}`,
  regularSeason: (season: string) => `${season}赛季常规赛`,
  finalsTitle: 'NBA总决赛',
  seriesFirstGame: '系列赛首战',
  seriesLead: (leader: string, wins: number, losses: number) => `${leader} ${wins}-${losses} 领先`,
  seriesTied: (wins: number) => `系列赛 ${wins}-${wins} 战平`,
  referee: '裁判',
  winProbabilitySource: 'ESPN',
  dnpCoachDecision: '教练决定',
  dnpInjury: '伤病',
  dnpNotWithTeam: '未随队',
  dnpSuspended: '停赛',
  dnpOther: '其他原因',
  teamInfoNote: (games: number) =>
    `阵容、场均数据与数据王仅统计本站收录的${games}场总决赛技术统计；常规赛战绩来自比赛数据。`,
  scheduleNote: (season: string, opponent: string) =>
    `数据仅包含${season}赛季与${opponent}的常规赛交手及总决赛系列赛，其余赛程不在数据范围内。`,
} as const;

/** The Chinese reason for a DNP from ESPN's `reason` (`COACH'S DECISION`, `INJURY/ILLNESS - …`). */
export function dnpReason(reason: string | undefined): string {
  const upper = (reason ?? '').toUpperCase();
  if (upper.startsWith("COACH'S DECISION")) return BASKETBALL_FACT_TEXTS.dnpCoachDecision;
  if (upper.startsWith('INJURY') || upper.startsWith('ILLNESS'))
    return BASKETBALL_FACT_TEXTS.dnpInjury;
  if (upper.startsWith('NOT WITH TEAM')) return BASKETBALL_FACT_TEXTS.dnpNotWithTeam;
  if (upper.startsWith('SUSPEND')) return BASKETBALL_FACT_TEXTS.dnpSuspended;
  return BASKETBALL_FACT_TEXTS.dnpOther;
}
