import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { ResultChip } from './board-parts';

/**
 * 胜 / 平 / 负 in the result colours, as on the data board and wherever a page lists results. It has
 * no loading, empty or error state: a match without a result shows no chip.
 */
const meta = {
  title: '展示/ResultChip 赛果标签',
  component: ResultChip,
  args: { result: 'win' },
  argTypes: { result: { control: 'inline-radio', options: ['win', 'draw', 'lose'] } },
  decorators: [
    (Story) => (
      <div className="kq-story-section" style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ResultChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 胜, red as Chinese sports apps show a win. */
export const Win: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('胜')).toBeInTheDocument();
  },
};

/** 平, blue. */
export const Draw: Story = { args: { result: 'draw' } };

/** 负, green. */
export const Lose: Story = { args: { result: 'lose' } };

/** A label of the page's own, e.g. a tie decided after extra time. */
export const LongText: Story = { args: { result: 'win', label: '加时胜' } };

/** The three side by side on a 360 px phone, as a form line. */
export const Narrow360: Story = {
  ...NARROW_360,
  render: () => (
    <>
      <ResultChip result="win" />
      <ResultChip result="draw" />
      <ResultChip result="lose" />
      <ResultChip result="win" label="点球胜" />
    </>
  ),
};
