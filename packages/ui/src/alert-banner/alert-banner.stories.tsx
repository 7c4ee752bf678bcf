import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { AlertBanner } from './alert-banner';

/** The alert of a followed match, for each kind of moment, over any page. */
const meta = {
  title: '反馈/AlertBanner 关注提醒',
  component: AlertBanner,
  args: {
    kind: 'goal',
    title: '法国 2-1 克罗地亚',
    detail: "2018世界杯 决赛 · 38'",
    onOpen: fn(),
    onClose: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 120 }}>{Story()}</div>],
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Goal: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /查看比赛/ }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const RedCard: Story = {
  args: { kind: 'red_card', title: '克罗地亚 红牌', detail: "2018世界杯 决赛 · 71'" },
};

export const Kickoff: Story = {
  args: { kind: 'kickoff', title: '法国 vs 克罗地亚 开赛了', detail: '2018世界杯 决赛' },
};

export const FullTime: Story = {
  args: { kind: 'full_time', title: '完场 法国 4-2 克罗地亚', detail: '2018世界杯 决赛' },
};

/** Without a second line. */
export const NoDetail: Story = { args: { detail: '' } };

/** Long names end in an ellipsis on one line. */
export const LongNames: Story = {
  args: {
    title: '波斯尼亚和黑塞哥维那 3-2 特立尼达和多巴哥',
    detail: "国际友谊赛 · 很长很长很长很长很长很长很长的赛事名称 · 90+4'",
  },
};

export const Narrow360: Story = { ...NARROW_360 };
