/**
 * The football teams of every data source, with their Chinese names and short codes. Sources spell
 * teams differently (openfootball `Manchester United FC`, Wyscout team ids), so this explicit map is
 * the one place that joins them; a team missing here is a loading error, never a silent miss.
 * National teams use their FIFA codes; clubs a three-letter code of our own. The code is also the
 * team's id in the results history.
 */
export interface FootballTeamInfo {
  /** The id in the results history: the code. */
  id: string;
  /** Chinese name. */
  name: string;
  code: string;
}

const NATIONAL_TEAMS: Readonly<Record<string, readonly [string, string]>> = {
  Argentina: ['阿根廷', 'ARG'],
  Australia: ['澳大利亚', 'AUS'],
  Belgium: ['比利时', 'BEL'],
  Brazil: ['巴西', 'BRA'],
  Cameroon: ['喀麦隆', 'CMR'],
  Canada: ['加拿大', 'CAN'],
  Colombia: ['哥伦比亚', 'COL'],
  'Costa Rica': ['哥斯达黎加', 'CRC'],
  Croatia: ['克罗地亚', 'CRO'],
  Denmark: ['丹麦', 'DEN'],
  Ecuador: ['厄瓜多尔', 'ECU'],
  Egypt: ['埃及', 'EGY'],
  England: ['英格兰', 'ENG'],
  France: ['法国', 'FRA'],
  Germany: ['德国', 'GER'],
  Ghana: ['加纳', 'GHA'],
  Iceland: ['冰岛', 'ISL'],
  Iran: ['伊朗', 'IRN'],
  Japan: ['日本', 'JPN'],
  Mexico: ['墨西哥', 'MEX'],
  Morocco: ['摩洛哥', 'MAR'],
  Netherlands: ['荷兰', 'NED'],
  Nigeria: ['尼日利亚', 'NGA'],
  Panama: ['巴拿马', 'PAN'],
  Peru: ['秘鲁', 'PER'],
  Poland: ['波兰', 'POL'],
  Portugal: ['葡萄牙', 'POR'],
  Qatar: ['卡塔尔', 'QAT'],
  Russia: ['俄罗斯', 'RUS'],
  'Saudi Arabia': ['沙特阿拉伯', 'KSA'],
  Senegal: ['塞内加尔', 'SEN'],
  Serbia: ['塞尔维亚', 'SRB'],
  'South Korea': ['韩国', 'KOR'],
  Spain: ['西班牙', 'ESP'],
  Sweden: ['瑞典', 'SWE'],
  Switzerland: ['瑞士', 'SUI'],
  Tunisia: ['突尼斯', 'TUN'],
  Uruguay: ['乌拉圭', 'URU'],
  USA: ['美国', 'USA'],
  Wales: ['威尔士', 'WAL'],
};

const CLUBS: Readonly<Record<string, readonly [string, string]>> = {
  // English Premier League
  'AFC Bournemouth': ['伯恩茅斯', 'BOU'],
  'Arsenal FC': ['阿森纳', 'ARS'],
  'Aston Villa FC': ['阿斯顿维拉', 'AVL'],
  'Brentford FC': ['布伦特福德', 'BRE'],
  'Brighton & Hove Albion FC': ['布莱顿', 'BHA'],
  'Burnley FC': ['伯恩利', 'BUR'],
  'Chelsea FC': ['切尔西', 'CHE'],
  'Crystal Palace FC': ['水晶宫', 'CRY'],
  'Everton FC': ['埃弗顿', 'EVE'],
  'Fulham FC': ['富勒姆', 'FUL'],
  'Ipswich Town FC': ['伊普斯维奇', 'IPS'],
  'Leeds United FC': ['利兹联', 'LEE'],
  'Leicester City FC': ['莱斯特城', 'LEI'],
  'Liverpool FC': ['利物浦', 'LIV'],
  'Luton Town FC': ['卢顿', 'LUT'],
  'Manchester City FC': ['曼城', 'MCI'],
  'Manchester United FC': ['曼联', 'MUN'],
  'Newcastle United FC': ['纽卡斯尔联', 'NEW'],
  'Nottingham Forest FC': ['诺丁汉森林', 'NFO'],
  'Sheffield United FC': ['谢菲尔德联', 'SHU'],
  'Southampton FC': ['南安普顿', 'SOU'],
  'Sunderland AFC': ['桑德兰', 'SUN'],
  'Tottenham Hotspur FC': ['热刺', 'TOT'],
  'West Ham United FC': ['西汉姆联', 'WHU'],
  'Wolverhampton Wanderers FC': ['狼队', 'WOL'],
  // Bundesliga
  '1. FC Heidenheim 1846': ['海登海姆', 'HDH'],
  '1. FC Köln': ['科隆', 'KOE'],
  '1. FC Union Berlin': ['柏林联合', 'FCU'],
  '1. FSV Mainz 05': ['美因茨', 'M05'],
  'Bayer 04 Leverkusen': ['勒沃库森', 'B04'],
  'Borussia Dortmund': ['多特蒙德', 'BVB'],
  'Borussia Mönchengladbach': ['门兴格拉德巴赫', 'BMG'],
  'Eintracht Frankfurt': ['法兰克福', 'SGE'],
  'FC Augsburg': ['奥格斯堡', 'FCA'],
  'FC Bayern München': ['拜仁慕尼黑', 'FCB'],
  'FC St. Pauli 1910': ['圣保利', 'STP'],
  'Hamburger SV': ['汉堡', 'HSV'],
  'Holstein Kiel': ['基尔', 'KSV'],
  'RB Leipzig': ['RB莱比锡', 'RBL'],
  'SC Freiburg': ['弗赖堡', 'SCF'],
  'SV Darmstadt 98': ['达姆施塔特', 'D98'],
  'SV Werder Bremen': ['云达不莱梅', 'SVW'],
  'TSG 1899 Hoffenheim': ['霍芬海姆', 'TSG'],
  'VfB Stuttgart': ['斯图加特', 'VFB'],
  'VfL Bochum 1848': ['波鸿', 'BOC'],
  'VfL Wolfsburg': ['沃尔夫斯堡', 'WOB'],
};

/** The openfootball name of each Wyscout team of the World Cup 2018 (the 32 national teams). */
const WYSCOUT_TEAMS: Readonly<Record<number, string>> = {
  12274: 'Argentina',
  8493: 'Australia',
  5629: 'Belgium',
  6380: 'Brazil',
  12430: 'Colombia',
  16871: 'Costa Rica',
  9598: 'Croatia',
  7712: 'Denmark',
  16129: 'Egypt',
  2413: 'England',
  4418: 'France',
  3148: 'Germany',
  7839: 'Iceland',
  10840: 'Iran',
  12913: 'Japan',
  15473: 'Mexico',
  16216: 'Morocco',
  16823: 'Nigeria',
  17929: 'Panama',
  15594: 'Peru',
  13869: 'Poland',
  9905: 'Portugal',
  14358: 'Russia',
  16521: 'Saudi Arabia',
  19314: 'Senegal',
  17322: 'Serbia',
  14855: 'South Korea',
  1598: 'Spain',
  7047: 'Sweden',
  6697: 'Switzerland',
  16276: 'Tunisia',
  15670: 'Uruguay',
};

/** The Wyscout team id of an openfootball national team of the World Cup 2018, if it has one. */
export function wyscoutIdOfTeam(openfootballName: string): number | undefined {
  const entry = Object.entries(WYSCOUT_TEAMS).find(([, name]) => name === openfootballName);
  return entry ? Number(entry[0]) : undefined;
}

/** Every openfootball team name this map knows. */
export const KNOWN_FOOTBALL_TEAM_NAMES: readonly string[] = [
  ...Object.keys(NATIONAL_TEAMS),
  ...Object.keys(CLUBS),
];

/**
 * The team of an openfootball name.
 *
 * @throws Error when the name is not in the map (add it there).
 */
export function footballTeamByName(sourceName: string): FootballTeamInfo {
  const entry = NATIONAL_TEAMS[sourceName] ?? CLUBS[sourceName];
  if (!entry) throw new Error(`No Chinese name for the football team "${sourceName}"`);
  return { id: entry[1], name: entry[0], code: entry[1] };
}

/**
 * The openfootball name of a Wyscout team id.
 *
 * @throws Error when the team is not one of the World Cup 2018 teams.
 */
export function openfootballNameOfWyscoutTeam(wyscoutTeamId: number): string {
  const name = WYSCOUT_TEAMS[wyscoutTeamId];
  if (!name) throw new Error(`No openfootball name for the Wyscout team ${wyscoutTeamId}`);
  return name;
}

/** Every football team this map knows, with the name the sources write (`France`, `Arsenal FC`). */
export function everyFootballTeam(): readonly (FootballTeamInfo & { latinName: string })[] {
  return Object.entries({ ...NATIONAL_TEAMS, ...CLUBS }).map(([latinName, [name, code]]) => ({
    id: code,
    name,
    code,
    latinName,
  }));
}
