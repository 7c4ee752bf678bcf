import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NBA_FINALS_GAME_5_SHOTS } from '../fixtures/real-analysis';
import { NARROW_360 } from '../showcase/phones';
import { ShotChart } from './shot-chart';

const SHOTS = NBA_FINALS_GAME_5_SHOTS.shots;

const meta = {
  title: '数据/ShotChart 投篮分布图',
  component: ShotChart,
  args: { shots: SHOTS, homeName: '凯尔特人', awayName: '独行侠' },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof ShotChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full game: Game 5 of the 2024 NBA Finals, 167 charted attempts of both teams. */
export const FullGame: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/投篮 73\/167/)).toBeInTheDocument();
  },
};

/** Before the first attempt. */
export const Empty: Story = {
  args: { shots: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无投篮')).toBeInTheDocument();
  },
};

/** One attempt: Jrue Holiday's opening lay-up. */
export const OneShot: Story = { args: { shots: SHOTS.slice(0, 1) } };

/** One team, one player: Tatum's 24 attempts. */
export const OnePlayer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '凯尔特人' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '球员' }), '塔图姆');
    await expect(canvas.getByText(/投篮 11\/24/)).toBeInTheDocument();
  },
};

/** The narrowest phone the app supports. */
export const Narrow360: Story = { ...NARROW_360 };
