import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { Badge } from './badge';

/**
 * A count or a dot on an icon. It has no loading or error state; its empty state is a count of 0,
 * which shows nothing unless `showZero`.
 */
const meta = {
  title: '展示/Badge 徽标',
  component: Badge,
  args: { content: 8 },
  decorators: [
    (Story) => (
      <div className="kq-story-section" style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const Icon = () => (
  <span
    style={{
      display: 'inline-block',
      width: 40,
      height: 40,
      borderRadius: 10,
      background: 'var(--kq-color-surface-raised)',
    }}
  />
);

export const Default: Story = { args: { children: <Icon /> } };

/** Above 999 shows 999+. */
export const Overflow: Story = {
  args: { content: 1280, children: <Icon /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('999+')).toBeInTheDocument();
  },
};

export const Dot: Story = { args: { dot: true, children: <Icon /> } };

export const Standalone: Story = { args: { content: 52 } };

/** A count of 0 shows nothing: the icon alone. */
export const Zero: Story = { args: { content: 0, children: <Icon /> } };

/** A count of 0 shown on purpose. */
export const ZeroShown: Story = { args: { content: 0, showZero: true, children: <Icon /> } };

/** Text instead of a count: a short Chinese word stays on one line. */
export const LongText: Story = { args: { content: '新赛季', children: <Icon /> } };

/** On a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360, args: { content: 1280, children: <Icon /> } };
