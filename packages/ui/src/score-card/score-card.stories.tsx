import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { ScoreCard } from './score-card';
import { FINAL_CARD, NBA_CARD } from './score-card-fixtures';

const meta = {
  title: '比赛/ScoreCard 比分卡片',
  component: ScoreCard,
  args: { data: FINAL_CARD, pixelRatio: 1 },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof ScoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full time: teams, score, every goal with its minute, an own goal and a penalty named. */
export const Finished: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /法国 4 - 2 克罗地亚，完场/ }),
    ).toBeInTheDocument();
  },
};

/** In play: the minute in red, the goals so far. */
export const Live: Story = {
  args: {
    data: {
      ...FINAL_CARD,
      home: { name: '法国', score: 3 },
      status: "66'",
      live: true,
      lines: { home: FINAL_CARD.lines.home.slice(0, 4), away: FINAL_CARD.lines.away.slice(0, 1) },
    },
  },
};

/** Before kick-off: VS, the status and the kick-off time, no goal lines. */
export const NotStarted: Story = {
  args: {
    data: {
      ...FINAL_CARD,
      home: { name: '法国', score: null },
      away: { name: '克罗地亚', score: null },
      status: '未开赛',
      lines: { home: [], away: [] },
    },
  },
};

/** A goalless draw: the card says there were no goals. */
export const Goalless: Story = {
  args: {
    data: {
      ...FINAL_CARD,
      competition: '2018世界杯 小组赛C组',
      home: { name: '丹麦', score: 0 },
      away: { name: '法国', score: 0 },
      date: '2018-06-26 22:00',
      lines: { home: [], away: [] },
    },
  },
};

/** More goals than fit: the sixth line says how many more. */
export const ManyGoals: Story = {
  args: {
    data: {
      ...FINAL_CARD,
      competition: '2018世界杯 小组赛G组',
      home: { name: '英格兰', score: 6 },
      away: { name: '巴拿马', score: 1 },
      date: '2018-06-24 20:00',
      lines: {
        home: [
          { name: '斯通斯', detail: "8'" },
          { name: '凯恩', detail: "22' 点球" },
          { name: '林加德', detail: "36'" },
          { name: '斯通斯', detail: "40'" },
          { name: '凯恩', detail: "45+1' 点球" },
          { name: '凯恩', detail: "62'" },
          { name: '凯恩', detail: "90'" },
        ],
        away: [{ name: '巴洛伊', detail: "78'" }],
      },
    },
  },
};

/** Long names are cut with an ellipsis, never drawn over the score. */
export const LongNames: Story = {
  args: {
    data: {
      ...FINAL_CARD,
      competition: '2018年国际足联世界杯俄罗斯 淘汰赛 1/8决赛 加时赛后点球大战',
      home: { name: '波斯尼亚和黑塞哥维那国家队', score: 1 },
      away: { name: '特立尼达和多巴哥国家队', score: 1 },
      lines: {
        home: [{ name: '埃丁·哲科·穆罕默德·阿里·萨利赫', detail: "90+4'" }],
        away: [{ name: '德怀特·约克·肯沃恩·琼斯', detail: "12'" }],
      },
    },
  },
};

/** Basketball: the final score and each side's top scorers with their points. */
export const Basketball: Story = {
  args: { data: NBA_CARD },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /凯尔特人 107 - 89 独行侠/ }),
    ).toBeInTheDocument();
  },
};

/** The narrowest phone: the card scales to the width, its drawing unchanged. */
export const Narrow360: Story = { ...NARROW_360 };
