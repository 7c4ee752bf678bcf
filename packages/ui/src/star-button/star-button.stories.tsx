import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { StarButton } from './star-button';

/** The follow star (关注) in every state: off, on, saving, at the limit, disabled. */
const meta = {
  title: '基础/StarButton 关注',
  component: StarButton,
  args: { on: false, name: '法国', onToggle: () => {} },
  decorators: [
    (Story) => (
      <div className="kq-story-section" style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof StarButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { on: true } };

/** Saving: dimmed, takes no tap. */
export const Pending: Story = { args: { on: true, pending: true } };

/** At the limit: an unfollowed star looks spent. */
export const AtLimit: Story = { args: { atLimit: true } };

export const Disabled: Story = { args: { disabled: true } };

/** A larger star, as on a page's top bar. */
export const Large: Story = { args: { on: true, size: 24 } };

function Toggling() {
  const [on, setOn] = useState(false);
  return <StarButton on={on} name="法国" onToggle={setOn} />;
}

/** Tapping fills the star and tapping again empties it. */
export const Toggle: Story = {
  render: () => <Toggling />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关注法国' }));
    await expect(canvas.getByRole('button', { name: '取消关注法国' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Narrow360: Story = { ...NARROW_360, args: { on: true } };
