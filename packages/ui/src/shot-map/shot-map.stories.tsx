import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FOOTBALL_FINAL_STATS, GERMANY_MEXICO_STATS } from '../fixtures/real-analysis';
import { NARROW_360 } from '../showcase/phones';
import { ShotMap } from './shot-map';

const FINAL = FOOTBALL_FINAL_STATS;
const PENALTY = FINAL.shots.find((shot) => shot.kind === 'penalty');
const OWN_GOAL = FINAL.own_goals[0];

const meta = {
  title: '数据/ShotMap 射门分布图',
  component: ShotMap,
  args: {
    shots: FINAL.shots,
    ownGoals: FINAL.own_goals,
    homeName: '法国',
    awayName: '克罗地亚',
  },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof ShotMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 2018 final at full time: 22 shots, Mandžukić's own goal and Griezmann's penalty. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-shot-id]')).toHaveLength(23);
    await userEvent.click(canvas.getByRole('button', { name: /^38' 格列兹曼/ }));
    await expect(canvas.getByText(/点球不看位置/)).toBeInTheDocument();
  },
};

/** Before the first shot. */
export const NoShots: Story = {
  args: { shots: [], ownGoals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无射门')).toBeInTheDocument();
  },
};

/** One shot, selected: the factors behind its xG add up to it. */
export const OneShot: Story = {
  args: { shots: FINAL.shots.slice(0, 1), ownGoals: [], defaultSelectedId: FINAL.shots[0]?.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /xG 的构成/ })).toBeInTheDocument();
    await expect(canvas.getByText('射门角度')).toBeInTheDocument();
  },
};

/** The busiest map of the tournament: Germany 0–1 Mexico, 37 shots (no match reached 40). */
export const FortyShots: Story = {
  args: {
    shots: GERMANY_MEXICO_STATS.shots,
    ownGoals: GERMANY_MEXICO_STATS.own_goals,
    homeName: '德国',
    awayName: '墨西哥',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-shot-id]')).toHaveLength(37);
  },
};

/** A penalty, selected: a square, worth the fixed rate of the training penalties. */
export const Penalty: Story = {
  args: { shots: PENALTY ? [PENALTY] : [], ownGoals: [], defaultSelectedId: PENALTY?.id },
};

/**
 * An own goal, selected: a diamond in the net it went into, in the colour of the side it counted
 * for. The final's first goal (18') came before either side had a shot.
 */
export const OwnGoal: Story = {
  args: {
    shots: [],
    ownGoals: FINAL.own_goals,
    defaultSelectedId: OWN_GOAL?.id,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/乌龙球不是射门/)).toBeInTheDocument();
  },
};

/** Only Croatia's second-half shots. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '克罗地亚' }));
    await userEvent.click(canvas.getByRole('button', { name: '下半场' }));
    await expect(canvasElement.querySelectorAll('[data-shot-id]')).toHaveLength(7);
  },
};

/** The narrowest phone the app supports, a shot selected. */
export const Narrow360: Story = {
  ...NARROW_360,
  args: { defaultSelectedId: FINAL.shots.find((shot) => shot.outcome === 'goal')?.id },
};
