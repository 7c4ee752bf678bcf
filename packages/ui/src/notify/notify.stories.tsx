import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
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
