import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blurActive } from '../test/blur-active';
import { RequestFail } from './request-fail';

const meta = {
  title: '反馈/RequestFail 请求失败',
  component: RequestFail,
  args: { onReload: fn() },
} satisfies Meta<typeof RequestFail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 数据请求失败，请重新加载; a double tap reloads once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('数据请求失败，请重新加载');
    await userEvent.dblClick(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** Without the illustration, for a card or a table body. */
export const Compact: Story = { args: { compact: true } };
