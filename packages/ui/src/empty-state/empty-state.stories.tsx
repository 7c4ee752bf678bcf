import type { Meta, StoryObj } from '@storybook/react-vite';
import { NARROW_360 } from '../showcase/phones';
import { EmptyState } from './empty-state';

/** The empty state of every list and page; `no-network` is its failure variant. */
const meta = {
  title: '反馈/EmptyState 空状态',
  component: EmptyState,
  argTypes: {
    variant: { control: 'inline-radio', options: ['no-data', 'no-network'] },
    description: { control: 'text' },
    hint: { control: 'text' },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: 暂无数据. */
export const NoData: Story = {};

/** The signal is lost: 网络信号丢失. */
export const NoNetwork: Story = { args: { variant: 'no-network' } };

/** With a custom line and an action. */
export const WithAction: Story = {
  args: {
    description: '今日暂无比赛',
    hint: '去看看其他联赛吧',
    children: (
      <button type="button" className="kq-story-button">
        查看全部赛程
      </button>
    ),
  },
};

/** A long Chinese line and hint wrap inside the column, centred. */
export const LongText: Story = {
  args: {
    description: '本场比赛暂无球员技术统计数据，数据提供方将在比赛结束后约十五分钟内更新',
    hint: '下拉页面可以重新加载，或稍后再来查看完整的赛后数据',
  },
};

/** On a 360 px phone, without network. */
export const Narrow360: Story = { ...NARROW_360, args: { variant: 'no-network' } };
