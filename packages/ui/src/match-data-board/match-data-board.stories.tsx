import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BOARD_MATCHES, NBA_BOARD_MATCHES } from '../fixtures/board-matches';
import { NARROW_360 } from '../showcase/phones';
import { blurActive } from '../test/blur-active';
import { MatchDataBoard } from './match-data-board';

/**
 * Recent results of the two teams. Its states are its own (`loading`, no matches); a failed request
 * is shown by the page around it (`RequestFail`), not by the board.
 */
const meta = {
  title: '数据/MatchDataBoard 比赛数据板',
  component: MatchDataBoard,
  args: {
    homeTeam: '法国',
    awayTeam: '克罗地亚',
    matches: BOARD_MATCHES,
    onTeamChange: fn(),
    onSessionsChange: fn(),
  },
  argTypes: {
    team: { control: 'inline-radio', options: ['both', 'home', 'away'] },
    sessions: { control: 'inline-radio', options: [10, 20] },
    matches: { control: 'object' },
  },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof MatchDataBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both teams, the last 10 matches each. */
export const Default: Story = {};

/** Only the home team; switching the filters reports them. */
export const HomeTeam: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '主队' }));
    await expect(canvas.getByRole('button', { name: '主队' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onTeamChange).toHaveBeenCalledWith('home');
    await expect(
      canvas.getAllByRole('listitem').filter((item) => item.dataset.team === 'away'),
    ).toHaveLength(0);
    blurActive();
  },
};

/** The away team over 20 matches: a long list. */
export const AwayTwentyMatches: Story = {
  args: { defaultTeam: 'away', defaultSessions: 20 },
};

/** Loading placeholders. */
export const Loading: Story = { args: { loading: true } };

/** No matches to show. */
export const Empty: Story = { args: { matches: [] } };

/** An NBA game: Boston's and Dallas's meetings of the season, records without draws. */
export const Basketball: Story = {
  args: {
    homeTeam: '凯尔特人',
    awayTeam: '独行侠',
    matches: NBA_BOARD_MATCHES,
    sport: 'basketball',
    title: '本赛季交锋',
  },
};

/** The NBA board on a 360 px phone, with long competition names. */
export const Basketball360: Story = {
  ...NARROW_360,
  args: { ...Basketball.args, defaultTeam: 'home' },
};

/** Long Chinese team names in the filter buttons and the rows are cut, never wrapped. */
export const LongText: Story = {
  args: { homeTeam: '法兰西共和国国家男子足球队', awayTeam: '克罗地亚共和国国家男子足球队' },
};

/** The football board on a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360 };
