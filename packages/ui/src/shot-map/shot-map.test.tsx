import type { FootballShot } from '@kanqiu/core/contract/football';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOTBALL_FINAL_STATS } from '../fixtures/real-analysis';
import { filterOwnGoals, filterShots, halfOfMinute } from './shot-filters';
import { logOddsText } from './shot-format';
import * as geometry from './shot-geometry';
import { ShotMap } from './shot-map';

// Each render of a shot's mark places it once: counting the calls counts the renders.
vi.mock('./shot-geometry', async (original) => {
  const actual = await original<typeof import('./shot-geometry')>();
  return { ...actual, shotPlace: vi.fn(actual.shotPlace) };
});

const FINAL = FOOTBALL_FINAL_STATS;
const names = { homeName: '法国', awayName: '克罗地亚' };

function shot(id: string, overrides: Partial<FootballShot> = {}): FootballShot {
  return {
    id,
    side: 1,
    player_id: `p${id}`,
    player_name: `球员${id}`,
    minute: 10,
    minute_text: "10'",
    half: 1,
    x: 88,
    y: 50,
    kind: 'open_play',
    body: 'right',
    counter: false,
    outcome: 'saved',
    xg: 0.1,
    distance_m: 12.6,
    angle_deg: 33,
    base_log_odds: -1,
    factors: [],
    ...overrides,
  };
}

const marks = (container: HTMLElement) => container.querySelectorAll('[data-shot-id]');

describe('shot filters', () => {
  it('keeps the shots of one team and one half', () => {
    expect(filterShots(FINAL.shots, 'both', 'all')).toHaveLength(22);
    expect(filterShots(FINAL.shots, 2, 'all')).toHaveLength(14);
    expect(filterShots(FINAL.shots, 1, 1)).toHaveLength(1);
    expect(filterShots(FINAL.shots, 'both', 'extra')).toHaveLength(0);
  });

  it('places an own goal in its half by its minute, stoppage time with the half it ends', () => {
    expect(halfOfMinute(18)).toBe(1);
    expect(halfOfMinute(45)).toBe(1);
    expect(halfOfMinute(46)).toBe(2);
    expect(halfOfMinute(90)).toBe(2);
    expect(halfOfMinute(104)).toBe('extra');
    expect(filterOwnGoals(FINAL.own_goals, 2, 'all')).toHaveLength(0);
    expect(filterOwnGoals(FINAL.own_goals, 1, 1)).toHaveLength(1);
  });

  it('writes a share of the log-odds with its sign', () => {
    expect(logOddsText(0.5296)).toBe('+0.53');
    expect(logOddsText(-1.987)).toBe('−1.99');
    expect(logOddsText(0)).toBe('±0.00');
  });
});

describe('ShotMap', () => {
  beforeEach(() => {
    vi.mocked(geometry.shotPlace).mockClear();
  });

  it('draws every shot and the own goal, bigger for a higher xG, goals and penalties marked', () => {
    const { container } = render(
      <ShotMap shots={FINAL.shots} ownGoals={FINAL.own_goals} {...names} />,
    );
    expect(marks(container)).toHaveLength(23);
    expect(container.querySelectorAll('.kq-shot-map__mark--goal')).toHaveLength(5);
    expect(container.querySelectorAll('.kq-shot-map__shape--penalty')).toHaveLength(1);
    expect(container.querySelectorAll('.kq-shot-map__mark--own-goal')).toHaveLength(1);
    const radius = (id: string) =>
      Number(
        container
          .querySelector(`[data-shot-id="${id}"] circle.kq-shot-map__shape`)
          ?.getAttribute('r'),
      );
    // Vida's header from 18 m (xG 0.03) and Perišić's goal from inside the area (xG 0.12).
    expect(radius('263884295')).toBeLessThan(radius(FINAL.shots[2]?.id ?? ''));
  });

  it('draws home shots towards the right-hand goal and away shots towards the left-hand one', () => {
    const { container } = render(
      <ShotMap shots={[shot('h', { side: 1, x: 90 }), shot('a', { side: 2, x: 90 })]} {...names} />,
    );
    const cx = (id: string) =>
      Number(
        container.querySelector(`[data-shot-id="${id}"] .kq-shot-map__shape`)?.getAttribute('cx'),
      );
    expect(cx('h')).toBeCloseTo(94.5);
    expect(cx('a')).toBeCloseTo(10.5);
  });

  it('filters by team and by half', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ShotMap shots={FINAL.shots} ownGoals={FINAL.own_goals} {...names} />,
    );
    await user.click(screen.getByRole('button', { name: '克罗地亚' }));
    expect(marks(container)).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: '下半场' }));
    expect(marks(container)).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: '法国' }));
    await user.click(screen.getByRole('button', { name: '上半场' }));
    // Griezmann's penalty and Mandžukić's own goal for France.
    expect(marks(container)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '加时' })).not.toBeInTheDocument();
  });

  it('shows the shooter, minute, xG and the factors behind it when a shot is tapped', async () => {
    const user = userEvent.setup();
    render(<ShotMap shots={FINAL.shots} ownGoals={FINAL.own_goals} {...names} />);
    expect(screen.getByText('点按射门查看详情')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "21' 维达（克罗地亚）射偏，xG 0.03" }));
    const factors = screen.getByRole('table', { name: 'xG 的构成（对数几率）' });
    expect(within(factors).getByRole('row', { name: '距离 17.9 米 −1.99' })).toBeInTheDocument();
    expect(within(factors).getByRole('row', { name: '头球 是 −0.98' })).toBeInTheDocument();
    expect(within(factors).getByRole('row', { name: '模型基础值 −1.06' })).toBeInTheDocument();
    // −1.06 − 1.99 + 0.53 − 0.98 = −3.49, and 1 / (1 + e^3.49) = 0.03.
    expect(within(factors).getByRole('row', { name: '合计 −3.49 xG 0.03' })).toBeInTheDocument();
    expect(screen.getByText('维达', { selector: 'b' })).toBeInTheDocument();
    expect(screen.getByText('运动战 · 头球或其他部位 ·', { exact: false })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '射门分布图' })).getByRole('button', {
        pressed: true,
      }),
    ).toHaveAccessibleName(/^21' 维达/);
  });

  it('explains a penalty and an own goal in words', async () => {
    const user = userEvent.setup();
    render(<ShotMap shots={FINAL.shots} ownGoals={FINAL.own_goals} {...names} />);
    await user.click(screen.getByRole('button', { name: "38' 格列兹曼（法国）点球进球，xG 0.73" }));
    expect(
      screen.getByText('点球不看位置，按训练数据中点球的罚进比例计：0.73'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "18' 曼朱基奇 乌龙球，为法国计分" }));
    expect(screen.getByText(/为法国计分 · 乌龙球不是射门，不计 xG/)).toBeInTheDocument();
  });

  it("links the shooter's name to his page when the app gives a player link, plain text otherwise", async () => {
    const user = userEvent.setup();
    const href = (playerId: string) => `#/pages/soccer/player/player?player_id=${playerId}`;
    const { unmount } = render(
      <ShotMap shots={FINAL.shots} ownGoals={FINAL.own_goals} {...names} playerHref={href} />,
    );
    await user.click(screen.getByRole('button', { name: "21' 维达（克罗地亚）射偏，xG 0.03" }));
    expect(screen.getByRole('link', { name: '维达' })).toHaveAttribute(
      'href',
      '#/pages/soccer/player/player?player_id=69396',
    );
    // An own goal's scorer links too.
    await user.click(screen.getByRole('button', { name: "18' 曼朱基奇 乌龙球，为法国计分" }));
    expect(screen.getByRole('link', { name: '曼朱基奇' })).toHaveAttribute(
      'href',
      '#/pages/soccer/player/player?player_id=14943',
    );
    unmount();
    render(<ShotMap shots={FINAL.shots} ownGoals={FINAL.own_goals} {...names} />);
    await user.click(screen.getByRole('button', { name: "21' 维达（克罗地亚）射偏，xG 0.03" }));
    expect(screen.getByText('维达', { selector: 'b' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('selects with the keyboard and lists the shots in a table for screen readers', async () => {
    const user = userEvent.setup();
    render(<ShotMap shots={FINAL.shots.slice(0, 3)} ownGoals={FINAL.own_goals} {...names} />);
    const table = screen.getByRole('table', { name: '射门列表（xG：预期进球）' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent("18'法国曼朱基奇乌龙球为法国计分—");
    expect(rows[4]).toHaveTextContent("28'克罗地亚佩里西奇运动战进球0.12");
    screen.getByRole('button', { name: /^28' 佩里西奇/ }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(screen.getByRole('group', { name: '射门分布图' })).getByRole('button', {
        pressed: true,
      }),
    ).toHaveAccessibleName(/^28' 佩里西奇/);
  });

  it('renders only the new shot when a push adds one', () => {
    const first = FINAL.shots.slice(0, 10);
    const { container, rerender } = render(<ShotMap shots={first} {...names} />);
    expect(geometry.shotPlace).toHaveBeenCalledTimes(10);
    vi.mocked(geometry.shotPlace).mockClear();
    // The next push carries fresh copies of the same shots and one more.
    const next = FINAL.shots.slice(0, 11).map((entry) => ({ ...entry }));
    rerender(<ShotMap shots={next} {...names} />);
    expect(marks(container)).toHaveLength(11);
    expect(geometry.shotPlace).toHaveBeenCalledTimes(1);
    expect(vi.mocked(geometry.shotPlace).mock.calls[0]?.[0]).toMatchObject({
      id: FINAL.shots[10]?.id,
    });
  });

  it('says so before the first shot', () => {
    render(<ShotMap shots={[]} {...names} />);
    expect(screen.getByText('暂无射门')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
