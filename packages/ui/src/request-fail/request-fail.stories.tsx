import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { blurActive } from '../test/blur-active';
import { RequestFail } from './request-fail';

/** The request-failure view: the error state of every page, table and card. */
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

/** A long Chinese message wraps; the reload link stays whole. */
export const LongText: Story = {
  args: {
    message: '服务器正在维护，比赛数据暂时无法获取，预计十分钟后恢复，请',
    reloadText: '点击这里重新加载',
  },
};

/** On a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360 };
