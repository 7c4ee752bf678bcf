import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';

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
