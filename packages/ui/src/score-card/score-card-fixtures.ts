import type { ScoreCardData } from './score-card-data';

/** The 2018 World Cup final as it ended: France 4-2 Croatia, with its six goals. */
export const FINAL_CARD: ScoreCardData = {
  sport: 'football',
  competition: '2018世界杯 决赛',
  home: { name: '法国', score: 4 },
  away: { name: '克罗地亚', score: 2 },
  status: '完场',
  live: false,
  date: '2018-07-15 23:00',
  lines: {
    home: [
      { name: '曼朱基奇', detail: "18' 乌龙" },
      { name: '格列兹曼', detail: "38' 点球" },
      { name: '博格巴', detail: "59'" },
      { name: '姆巴佩', detail: "65'" },
    ],
    away: [
      { name: '佩里西奇', detail: "28'" },
      { name: '曼朱基奇', detail: "69'" },
    ],
  },
};

/** Game 1 of the 2024 NBA Finals, finished: each side's top three scorers. */
export const NBA_CARD: ScoreCardData = {
  sport: 'basketball',
  competition: 'NBA总决赛 第1场',
  home: { name: '凯尔特人', score: 107 },
  away: { name: '独行侠', score: 89 },
  status: '完场',
  live: false,
  lines: {
    home: [
      { name: '波尔津吉斯', detail: '20分' },
      { name: '布朗', detail: '22分' },
      { name: '塔图姆', detail: '16分' },
    ],
    away: [
      { name: '东契奇', detail: '30分' },
      { name: '欧文', detail: '12分' },
      { name: '华盛顿', detail: '8分' },
    ],
  },
};
