import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

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
