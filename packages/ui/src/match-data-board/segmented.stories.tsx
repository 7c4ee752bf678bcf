import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blurActive } from '../test/blur-active';
import { Segmented } from './segmented';

const VIEWS = [
  { value: 'total', label: '总' },
  { value: 'home', label: '主场' },
  { value: 'away', label: '客场' },
] as const;

const meta = {
  title: '基础/Segmented 分段选择',
  component: Segmented<string>,
  args: { label: '积分榜视图', options: VIEWS, value: 'total', onChange: fn() },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof Segmented<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three views of a league table; the pressed one is marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '总' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A tap on another option reports it; a tap on the pressed one does nothing. */
export const Choosing: Story = {
  render: (args) => {
    const [value, setValue] = useState<string>('total');
    return (
      <Segmented
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '主场' }));
    await expect(args.onChange).toHaveBeenCalledWith('home');
    await expect(canvas.getByRole('button', { name: '主场' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '主场' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** Seasons as options, long Chinese labels included. */
export const LongLabels: Story = {
  args: {
    label: '赛季',
    value: '2025-26',
    options: [
      { value: '2025-26', label: '2025-26赛季（进行中）' },
      { value: '2024-25', label: '2024-25赛季' },
      { value: '2023-24', label: '2023-24赛季' },
    ],
  },
};

/** On a 360 px phone. */
export const Narrow360: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
