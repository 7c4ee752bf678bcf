import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { clearNotify, type NotifyKind, NotifyViewport, showNotify } from './notify';

interface NotifyDemoProps {
  message: string;
  kind: NotifyKind;
  duration: number;
}

function NotifyDemo({ message, kind, duration }: NotifyDemoProps) {
  useEffect(() => {
    showNotify(message, { kind, duration });
    return () => clearNotify();
  }, [message, kind, duration]);
  return <NotifyViewport />;
}

/** A bar at the top of the page; it has no loading or empty state. `danger` is its error form. */
const meta = {
  title: '反馈/Notify 消息通知',
  component: NotifyDemo,
  args: { message: '比赛即将开始：法国 vs 克罗地亚', kind: 'primary', duration: 0 },
  argTypes: {
    kind: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger'] },
    duration: { control: { type: 'number', min: 0, step: 500 } },
  },
} satisfies Meta<typeof NotifyDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await waitFor(() =>
      expect(within(document.body).getByText('比赛即将开始：法国 vs 克罗地亚')).toBeInTheDocument(),
    );
  },
};

export const Success: Story = { args: { message: '已开启比赛提醒', kind: 'success' } };

export const Warning: Story = { args: { message: '连接不稳定，正在重连…', kind: 'warning' } };

export const Danger: Story = { args: { message: '直播连接已断开', kind: 'danger' } };

/** A long Chinese message wraps inside the bar. */
export const LongText: Story = {
  args: {
    message: '直播连接已断开，正在尝试第三次重新连接，比分与文字直播可能出现延迟，请稍候',
    kind: 'warning',
  },
};

/** On a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360 };
