/**
 * Chinese names of the NBA teams and of every player on the two rosters of the replayed 2024 Finals
 * games, by ESPN id. Hand-written: the names are the short renderings mainland media use; shirt
 * numbers (ESPN's files have none) are those the players wore in the 2023-24 season.
 */
export const NBA_TEAMS: Readonly<Record<string, { name: string; code: string; city: string }>> = {
  '2': { name: '凯尔特人', code: 'BOS', city: '波士顿' },
  '6': { name: '独行侠', code: 'DAL', city: '达拉斯' },
};

/** Chinese names of the cities of the arenas in the data, by the name ESPN writes. */
export const NBA_CITIES: Readonly<Record<string, string>> = {
  Boston: '波士顿',
  Dallas: '达拉斯',
};

/** Chinese names of the officials of the replayed games, by the name ESPN writes. */
export const NBA_OFFICIALS: Readonly<Record<string, string>> = {
  'Bill Kennedy': '比尔·肯尼迪',
  'Courtney Kirkland': '考特尼·柯克兰',
  'John Goble': '约翰·戈布尔',
  'Josh Tiven': '乔希·蒂文',
  'Zach Zarba': '扎克·扎尔巴',
};

/** NBA players by ESPN athlete id; the Latin name is the comment. */
export const NBA_PLAYERS: Readonly<Record<string, { zh: string; shirt: number }>> = {
  // Boston Celtics
  '4065648': { zh: '塔图姆', shirt: 0 }, // Jayson Tatum
  '3213': { zh: '霍福德', shirt: 42 }, // Al Horford
  '3995': { zh: '霍勒迪', shirt: 4 }, // Jrue Holiday
  '3078576': { zh: '怀特', shirt: 9 }, // Derrick White
  '3917376': { zh: '布朗', shirt: 7 }, // Jaylen Brown
  '4065804': { zh: '豪瑟', shirt: 30 }, // Sam Hauser
  '4278031': { zh: '布里塞特', shirt: 12 }, // Oshae Brissett
  '3064560': { zh: '科内特', shirt: 40 }, // Luke Kornet
  '3102531': { zh: '波尔津吉斯', shirt: 8 }, // Kristaps Porzingis
  '4066354': { zh: '普理查德', shirt: 11 }, // Payton Pritchard
  '3133602': { zh: '米哈伊柳克', shirt: 50 }, // Svi Mykhailiuk
  '4277964': { zh: '蒂尔曼', shirt: 26 }, // Xavier Tillman
  '4397424': { zh: '奎塔', shirt: 88 }, // Neemias Queta
  '4432164': { zh: '斯普林格', shirt: 44 }, // Jaden Springer
  '4683689': { zh: '沃尔什', shirt: 27 }, // Jordan Walsh
  // Dallas Mavericks
  '4278078': { zh: '华盛顿', shirt: 25 }, // P.J. Washington
  '3936099': { zh: '小琼斯', shirt: 55 }, // Derrick Jones Jr.
  '4278049': { zh: '加福德', shirt: 21 }, // Daniel Gafford
  '6442': { zh: '欧文', shirt: 11 }, // Kyrie Irving
  '3945274': { zh: '东契奇', shirt: 77 }, // Luka Doncic
  '2960236': { zh: '克勒贝尔', shirt: 42 }, // Maxi Kleber
  '2528210': { zh: '小哈达威', shirt: 10 }, // Tim Hardaway Jr.
  '2531367': { zh: '鲍威尔', shirt: 7 }, // Dwight Powell
  '4683688': { zh: '莱夫利', shirt: 2 }, // Dereck Lively II
  '4432811': { zh: '格林', shirt: 8 }, // Josh Green
  '3102528': { zh: '埃克萨姆', shirt: 0 }, // Dante Exum
  '4868423': { zh: '哈迪', shirt: 1 }, // Jaden Hardy
  '6461': { zh: '莫里斯', shirt: 88 }, // Markieff Morris
  '4595400': { zh: '普罗斯珀', shirt: 18 }, // Olivier-Maxence Prosper
  '4067017': { zh: '劳森', shirt: 9 }, // A.J. Lawson
};
