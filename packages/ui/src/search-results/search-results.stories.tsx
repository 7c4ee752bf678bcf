import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { type SearchResultGroup, SearchResults } from './search-results';

const FG: SearchResultGroup[] = [
  {
    key: 'team',
    title: '球队',
    items: [{ id: 'FRA', title: '法国', subtitle: '2018世界杯', href: '#/team/FRA', tag: '足球' }],
  },
  {
    key: 'player',
    title: '球员',
    items: [
      { id: '7961', title: '法格纳', subtitle: '巴西 · 后卫', href: '#/player/7961', tag: '足球' },
    ],
  },
  {
    key: 'match',
    title: '比赛',
    total: 7,
    items: [
      {
        id: '2057968',
        title: '法国 vs 澳大利亚',
        subtitle: '2018世界杯 · C组 · 6月16日',
        href: '#/m/1',
        tag: '足球',
      },
      {
        id: '2058017',
        title: '法国 vs 克罗地亚',
        subtitle: '2018世界杯 · 决赛 · 7月15日',
        href: '#/m/2',
        tag: '足球',
      },
    ],
  },
  { key: 'competition', title: '赛事', items: [] },
];

/** The search page's results: by kind, each a titled list of links; a message when none match. */
const meta = {
  title: '列表/SearchResults 搜索结果',
  component: SearchResults,
  args: { query: 'fg', groups: FG, onOpen: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Teams, players and matches for `fg`; an empty kind is left out; a group says its full count. */
export const Grouped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: '赛事' })).toBeNull();
    await expect(canvas.getByRole('region', { name: '比赛' })).toHaveTextContent('7 条');
    const link = canvas.getByRole('link', { name: /法国 vs 克罗地亚/ });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

/** One kind only: a player of the other sport. */
export const OneKind: Story = {
  args: {
    query: 'tatum',
    groups: [
      {
        key: 'player',
        title: '球员',
        items: [
          { id: '4065648', title: '塔图姆', subtitle: '凯尔特人 · 前锋', href: '#/p', tag: '篮球' },
        ],
      },
    ],
  },
};

/** Nothing found: the query is named and the kinds of text that work are suggested. */
export const NoResults: Story = {
  args: { query: 'zzzqqq', groups: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('没有找到“zzzqqq”相关的结果');
  },
};

/** Long names are cut, never wrapped over the subtitle. */
export const LongText: Story = {
  args: {
    query: 'ke',
    groups: [
      {
        key: 'team',
        title: '球队',
        items: [
          {
            id: 'X',
            title: '布莱顿与霍夫阿尔比恩足球俱乐部青年队预备队第二梯队训练营',
            subtitle: '英格兰足球超级联赛 · 2025-26 赛季 · 第 38 轮 · 主场 · 伦敦',
            href: '#/x',
            tag: '足球',
          },
        ],
      },
    ],
  },
};

/** On a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360 };
