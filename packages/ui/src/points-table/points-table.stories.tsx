import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PREMIER_LEAGUE_2024_25, WC2018_GROUP_A } from '../fixtures/points';
import { RequestFail } from '../request-fail/request-fail';
import { blurActive } from '../test/blur-active';
import { FormChips } from './form-chips';
import { PointsTable } from './points-table';

const meta = {
  title: '数据/PointsTable 积分榜',
  component: PointsTable,
  args: { rows: WC2018_GROUP_A, label: 'A组积分榜', qualifying: 2 },
  argTypes: { rows: { control: 'object' } },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof PointsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A World Cup group: the first two go through, the page's team (Uruguay) is marked. */
export const Group: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const uruguay = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(uruguay).toHaveTextContent('乌拉圭');
    await expect(uruguay.querySelector('.kq-points__points')).toHaveTextContent('9');
  },
};

/** A league season of 20 teams, Liverpool on top and marked; form chips scroll with the numbers. */
export const League: Story = {
  args: { rows: PREMIER_LEAGUE_2024_25, label: '英超 2024-25 积分榜', qualifying: 0 },
};

/** Sorted by goals conceded with a tap on the header: Arsenal's 34 first. */
export const SortedByConceded: Story = {
  args: { rows: PREMIER_LEAGUE_2024_25, label: '英超 2024-25 积分榜', qualifying: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /^失/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const first = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(first).toHaveTextContent('阿森纳');
    blurActive();
  },
};

/** Team names as links to their pages. */
export const WithLinks: Story = {
  args: {
    renderTeam: (row) => (
      <a href={`#/pages/soccer/team/detail?team_id=${row.team.id}`}>{row.team.name}</a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '俄罗斯' })).toHaveAttribute(
      'href',
      '#/pages/soccer/team/detail?team_id=RUS',
    );
  },
};

/** Rows without form (a league database table): no form column. */
export const WithoutForm: Story = {
  args: { rows: WC2018_GROUP_A.map(({ form: _form, ...rest }) => rest) },
};

/** Long Chinese team names are cut with an ellipsis inside the fixed column. */
export const LongNames: Story = {
  args: {
    rows: WC2018_GROUP_A.map((row, index) =>
      index === 2 ? { ...row, team: { ...row.team, name: '沙特阿拉伯王国国家足球队' } } : row,
    ),
  },
};

/** On a 360 px phone: rank and team stay on the left, points on the right, the rest scrolls. */
export const Narrow360: Story = {
  args: { rows: PREMIER_LEAGUE_2024_25, label: '英超 2024-25 积分榜', qualifying: 0 },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

/** Loading placeholders. */
export const Loading: Story = { args: { rows: [], loading: true } };

/** No rows yet. */
export const Empty: Story = { args: { rows: [] } };

/** The request failed: the failure view in place of rows. */
export const RequestFailed: Story = {
  args: { rows: [], empty: <RequestFail compact onReload={fn()} /> },
};

/** Form chips alone: every result, and a team with none yet. */
export const Form: Story = {
  render: () => (
    <div className="kq-story-list">
      <FormChips results={['win', 'draw', 'lose', 'win', 'win']} />
      <FormChips results={[]} />
    </div>
  ),
};
