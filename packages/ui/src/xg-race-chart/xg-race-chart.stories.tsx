import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FOOTBALL_FINAL_STATS, GERMANY_MEXICO_STATS } from '../fixtures/real-analysis';
import { NARROW_360 } from '../showcase/phones';
import { XgRaceChart } from './xg-race-chart';

const FINAL = FOOTBALL_FINAL_STATS;
const PENALTY = FINAL.shots.find((shot) => shot.kind === 'penalty');

const meta = {
  title: '数据/XgRaceChart xG 走势',
  component: XgRaceChart,
  args: {
    shots: FINAL.shots,
    ownGoals: FINAL.own_goals,
    homeName: '法国',
    awayName: '克罗地亚',
  },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof XgRaceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 2018 final at full time: France won 4–2 on less xG than the score suggests. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '预期进球（xG）走势' })).toBeInTheDocument();
    await expect(
      canvas.getByText("65' 姆巴佩 进球（法国）", { selector: 'li' }),
    ).toBeInTheDocument();
  },
};

/** Live at the 30th minute: the lines reach the current minute. */
export const Live: Story = {
  args: {
    shots: FINAL.shots.filter((shot) => shot.minute <= 30),
    minute: 30,
  },
};

/** Before the first shot. */
export const NoShots: Story = {
  args: { shots: [], ownGoals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无射门')).toBeInTheDocument();
  },
};

/** One shot. */
export const OneShot: Story = {
  args: { shots: FINAL.shots.slice(0, 1), ownGoals: [], minute: 21 },
};

/** 37 shots: Germany 0–1 Mexico, the most of the tournament. */
export const FortyShots: Story = {
  args: {
    shots: GERMANY_MEXICO_STATS.shots,
    ownGoals: GERMANY_MEXICO_STATS.own_goals,
    homeName: '德国',
    awayName: '墨西哥',
  },
};

/** A penalty: one step of 0.73. */
export const Penalty: Story = {
  args: { shots: PENALTY ? [PENALTY] : [], ownGoals: [], minute: 40 },
};

/** An own goal: a goal marked with no xG behind it. */
export const OwnGoal: Story = { args: { shots: [], minute: 20 } };

/** The narrowest phone the app supports. */
export const Narrow360: Story = { ...NARROW_360 };
