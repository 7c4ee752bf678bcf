import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { clearToast, showToast, type ToastKind, ToastViewport } from './toast';

interface ToastDemoProps {
  message: string;
  kind: ToastKind;
  /** 0 keeps it on screen for the designer. */
  duration: number;
}

function ToastDemo({ message, kind, duration }: ToastDemoProps) {
  useEffect(() => {
    showToast(message, { kind, duration });
    return () => clearToast();
  }, [message, kind, duration]);
  return (
    <div className="kq-story-section">
      <button
        type="button"
        className="kq-story-button"
        onClick={() => showToast(message, { kind, duration })}
      >
        再提示一次
      </button>
      <ToastViewport />
    </div>
  );
}

/** One toast at a time; `loading` and `error` are its kinds. */
const meta = {
  title: '反馈/Toast 轻提示',
  component: ToastDemo,
  args: { message: '网络开小差了，请稍后再试', kind: 'info', duration: 0 },
  argTypes: {
    kind: { control: 'inline-radio', options: ['info', 'success', 'error', 'loading'] },
    duration: { control: { type: 'number', min: 0, step: 500 } },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text toast, as the HTTP client shows a server message. */
export const Default: Story = {
  play: async () => {
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('网络开小差了，请稍后再试')).toBeInTheDocument());
  },
};

export const Success: Story = { args: { message: '关注成功', kind: 'success' } };

export const Failure: Story = { args: { message: '助威失败', kind: 'error' } };

export const Loading: Story = { args: { message: '加载中…', kind: 'loading' } };

/** A server message with markup shows the markup as text. */
export const HostileText: Story = {
  args: { message: '<img src=x onerror=alert(1)>系统繁忙' },
  play: async () => {
    const body = within(document.body);
    await waitFor(() =>
      expect(body.getByText('<img src=x onerror=alert(1)>系统繁忙')).toBeInTheDocument(),
    );
    await expect(document.querySelector('.kq-toast img')).toBeNull();
  },
};

/** With the default 2 s it goes by itself; a newer toast replaces the current one. */
export const Replaces: Story = {
  args: { duration: 2000 },
  play: async () => {
    const body = within(document.body);
    showToast('第二条提示');
    await waitFor(() => expect(body.getByText('第二条提示')).toBeInTheDocument());
    await expect(body.queryByText('网络开小差了，请稍后再试')).toBeNull();
  },
};

/** A long Chinese server message wraps inside the toast, centred. */
export const LongText: Story = {
  args: { message: '今日3次助威机会已用完，明天零点（北京时间）后可以继续为你支持的球队助威' },
};

/** On a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360, args: { kind: 'error', message: '助威失败' } };
