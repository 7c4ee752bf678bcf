import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { Pitch } from './pitch';
import { wyscoutToPitch } from './pitch-geometry';

const meta = {
  title: '数据/Pitch 足球场',
  component: Pitch,
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof Pitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bare pitch, to scale. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '足球场' })).toBeInTheDocument();
  },
};

const spot = wyscoutToPitch(90, 50, true);

/** Something drawn on it in metres: a mark on the right-hand penalty spot. */
export const WithMark: Story = {
  args: {
    children: <circle cx={spot.x} cy={spot.y} r={1.5} fill="var(--kq-color-home)" />,
  },
};

/** The narrowest phone the app supports. */
export const Narrow360: Story = { ...NARROW_360 };
