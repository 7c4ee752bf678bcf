import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { RequestFail } from '../request-fail/request-fail';
import { NARROW_360 } from '../showcase/phones';
import { drag, touch } from '../test/touch';
import { PullRefresh } from './pull-refresh';

const MATCHES = [
  ['法国', '4 - 2', '克罗地亚'],
  ['比利时', '2 - 0', '英格兰'],
  ['瑞典', '0 - 2', '英格兰'],
  ['俄罗斯', '2 - 2', '克罗地亚'],
  ['巴西', '1 - 2', '比利时'],
  ['乌拉圭', '0 - 2', '法国'],
  ['哥伦比亚', '1 - 1', '英格兰'],
  ['瑞典', '1 - 0', '瑞士'],
  ['西班牙', '1 - 1', '俄罗斯'],
  ['克罗地亚', '1 - 1', '丹麦'],
  ['巴西', '2 - 0', '墨西哥'],
  ['比利时', '3 - 2', '日本'],
  ['法国', '4 - 3', '阿根廷'],
  ['乌拉圭', '2 - 1', '葡萄牙'],
];

function MatchList() {
  return (
    <ul className="kq-story-list">
      {MATCHES.map(([home, score, away]) => (
        <li key={`${home}${away}`}>
          <span>
            {home} <small>vs</small> {away}
          </span>
          <small>{score}</small>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: '交互/PullRefresh 下拉刷新',
  component: PullRefresh,
  args: { onRefresh: fn(), children: <MatchList /> },
} satisfies Meta<typeof PullRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the content as is, the head hidden above it. */
export const Default: Story = {};

/** Pulling below the threshold shows 下拉刷新. */
export const Pulling: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.kq-pull-refresh') as HTMLElement;
    drag(root, [180, 100], [180, 135]);
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'pulling'));
    await expect(within(root).getByText('下拉刷新')).toBeInTheDocument();
  },
};

/** Past the threshold: 释放立即刷新. */
export const ReleaseToRefresh: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.kq-pull-refresh') as HTMLElement;
    drag(root, [180, 100], [180, 260]);
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'loosing'));
    await expect(within(root).getByText('释放立即刷新')).toBeInTheDocument();
  },
};

/** Released past the threshold: loading for a second, one refresh, then back to rest. */
export const RefreshCycle: Story = {
  play: async ({ canvasElement, args }) => {
    const root = canvasElement.querySelector('.kq-pull-refresh') as HTMLElement;
    drag(root, [180, 100], [180, 260]);
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'loosing'));
    touch(root, 'touchend', 180, 260);
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'loading'));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'idle'), { timeout: 2500 });
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** `onRefresh` returned a promise that takes longer than a second: loading lasts until it settles. */
export const Loading: Story = {
  args: { onRefresh: fn(() => new Promise((resolve) => setTimeout(resolve, 8000))) },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.kq-pull-refresh') as HTMLElement;
    drag(root, [180, 100], [180, 260]);
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'loosing'));
    touch(root, 'touchend', 180, 260);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(root).toHaveAttribute('data-status', 'loading');
    await expect(within(root).getAllByText('加载中…').length).toBeGreaterThan(0);
  },
};

/** A pull that begins while the list is scrolled is the list's, even once it reaches the top. */
export const StartsMidScroll: Story = {
  render: (args) => (
    <section
      data-testid="scroller"
      aria-label="比赛列表"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      style={{ height: 320, overflowY: 'auto' }}
    >
      <PullRefresh {...args} />
    </section>
  ),
  play: async ({ canvasElement, args }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    const root = canvasElement.querySelector('.kq-pull-refresh') as HTMLElement;
    scroller.scrollTop = 120;
    touch(root, 'touchstart', 180, 100);
    scroller.scrollTop = 0;
    for (let y = 110; y <= 300; y += 20) touch(root, 'touchmove', 180, y);
    touch(root, 'touchend', 180, 300);
    await expect(root).toHaveAttribute('data-status', 'idle');
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** Disabled: pulls do nothing. */
export const Disabled: Story = { args: { disabled: true } };

/** Nothing to list: the empty view inside, still pullable. */
export const Empty: Story = { args: { children: <EmptyState description="今日暂无比赛" /> } };

/** The request failed: the failure view inside; a pull reloads like its link. */
export const RequestFailed: Story = {
  args: { children: <RequestFail onReload={fn()} /> },
};

/** Long Chinese texts of the head wrap under the arrow, as the product's translations may. */
export const LongText: Story = {
  args: { pullingText: '继续下拉即可刷新比分、文字直播与技术统计' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.kq-pull-refresh') as HTMLElement;
    drag(root, [180, 100], [180, 135]);
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'pulling'));
  },
};

/** On a 360 px phone, pulled past the threshold. */
export const Narrow360: Story = { ...NARROW_360, play: ReleaseToRefresh.play };
