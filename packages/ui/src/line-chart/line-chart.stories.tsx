import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LineChart, type LineChartSeries } from './line-chart';

/** One bookmaker's 1X2 odds through the first half of the 2018 final (modelled, as on the odds page). */
const HOME = [
  [0, 2.53],
  [6, 2.56],
  [11, 2.6],
  [16, 2.64],
  [18, 1.48],
  [26, 1.46],
  [28, 2.76],
  [36, 2.86],
  [38, 1.42],
  [45, 1.39],
] as const;
const DRAW = [
  [0, 3.52],
  [6, 3.41],
  [16, 3.19],
  [18, 4.28],
  [28, 2.88],
  [36, 2.7],
  [38, 4.17],
  [45, 4.17],
] as const;
const AWAY = [
  [0, 2.64],
  [11, 2.7],
  [18, 6.68],
  [26, 7.25],
  [28, 2.86],
  [38, 8.79],
  [45, 10.07],
] as const;

const points = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => ({ x, y }));

const SERIES: LineChartSeries[] = [
  {
    key: 'home',
    label: '主胜',
    color: 'var(--kq-color-home)',
    points: points(HOME),
    valueText: '1.39',
  },
  {
    key: 'draw',
    label: '平局',
    color: 'var(--kq-color-text-weak)',
    points: points(DRAW),
    valueText: '4.17',
  },
  {
    key: 'away',
    label: '客胜',
    color: 'var(--kq-color-away)',
    points: points(AWAY),
    valueText: '10.07',
  },
];

const TICKS = [0, 15, 30, 45, 60, 75, 90].map((x) => ({ x, label: x === 45 ? '中场' : `${x}'` }));

const meta = {
  title: '数据/LineChart 走势图',
  component: LineChart,
  args: {
    series: SERIES,
    xDomain: [0, 90],
    xTicks: TICKS,
    yScale: 'log',
    extendTo: 46,
    label: '欧指走势',
    markers: [
      { key: 'g1', x: 18, label: "18' 法国进球", color: 'var(--kq-color-home)' },
      { key: 'g2', x: 28, label: "28' 克罗地亚进球", color: 'var(--kq-color-away)' },
      { key: 'g3', x: 38, label: "38' 法国进球", color: 'var(--kq-color-home)' },
    ],
  },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three step lines on a log scale, goals marked on the time axis. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '欧指走势' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('.kq-line-chart__marker')).toHaveLength(3);
    await expect(canvas.getByText('10.07')).toBeInTheDocument();
  },
};

/** A red card, drawn as a card on the axis. */
export const RedCard: Story = {
  args: {
    markers: [
      { key: 'r1', x: 62, label: "62' 红牌", color: 'var(--kq-color-danger)', shape: 'card' },
    ],
    extendTo: 70,
  },
};

/** Straight segments on a linear scale: a handicap line moving in points. */
export const Linear: Story = {
  args: {
    curve: 'linear',
    yScale: 'linear',
    series: [
      {
        key: 'line',
        label: '让分',
        color: 'var(--kq-color-primary)',
        points: points([
          [0, -8.5],
          [2.1, -10.5],
          [4.2, -11.5],
          [6.2, -12.5],
          [8, -10.5],
          [10, -7.5],
          [12, -16.5],
        ]),
      },
    ],
    xDomain: [0, 48],
    xTicks: [12, 24, 36, 48].map((x, i) => ({ x, label: `第${i + 1}节` })),
    markers: [],
    formatY: (value: number) => String(value),
    label: '让分走势',
  },
};

/** Before the first change: one point per line. */
export const OnePoint: Story = {
  args: {
    series: SERIES.map((line) => ({ ...line, points: line.points.slice(0, 1) })),
    markers: [],
    extendTo: 0,
  },
};

/** No points yet: the empty view keeps the chart's size. */
export const Empty: Story = {
  args: { series: [], markers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无走势数据')).toBeInTheDocument();
  },
};

/** Loading: a placeholder of the chart's size. */
export const Loading: Story = { args: { loading: true } };

/** Long Chinese names in the legend wrap instead of overflowing. */
export const LongLabels: Story = {
  args: {
    series: SERIES.map((line) => ({ ...line, label: `${line.label}（青岚指数即时赔率）` })),
  },
};

/** The narrowest phone the app supports. */
export const Narrow360: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
