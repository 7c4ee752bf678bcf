import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NBA_FINALS_GAME_5_SHOTS } from '../fixtures/real-analysis';
import { courtPoint } from './basketball-court';
import { ShotChart } from './shot-chart';
import { chartPlayers } from './shot-chart-filter';

const SHOTS = NBA_FINALS_GAME_5_SHOTS.shots;
const names = { homeName: '凯尔特人', awayName: '独行侠' };

describe('shot chart filters', () => {
  it('offers the players of the chosen team, most attempts first', () => {
    const boston = chartPlayers(SHOTS, 1);
    expect(boston[0]).toMatchObject({ name: '塔图姆', attempts: 24 });
    expect(boston.every((player) => player.side === 1)).toBe(true);
    expect(chartPlayers(SHOTS, 'both').length).toBeGreaterThan(boston.length);
  });

  it('draws ESPN positions from the baseline, heaves on the half-court line', () => {
    expect(courtPoint(25, 0)).toEqual({ x: 25, y: 5.25 });
    expect(courtPoint(3, -1)).toEqual({ x: 3, y: 4.25 });
    expect(courtPoint(25, 80)).toEqual({ x: 25, y: 47 });
  });
});

describe('ShotChart', () => {
  it('draws made attempts as dots and misses as crosses, with the shooting line', () => {
    const { container } = render(<ShotChart shots={SHOTS} {...names} />);
    expect(container.querySelectorAll('.kq-shot-chart__made')).toHaveLength(73);
    expect(container.querySelectorAll('.kq-shot-chart__missed')).toHaveLength(94);
    expect(screen.getByText('投篮 73/167（43.7%） · 三分 24/76')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: '投篮分布图：投篮 73/167（43.7%） · 三分 24/76' }),
    ).toBeInTheDocument();
  });

  it('filters by team and by player', async () => {
    const user = userEvent.setup();
    const { container } = render(<ShotChart shots={SHOTS} {...names} />);
    await user.click(screen.getByRole('button', { name: '凯尔特人' }));
    expect(screen.getByText('投篮 38/89（42.7%） · 三分 13/39')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '球员' }), '塔图姆');
    expect(container.querySelectorAll('.kq-shot-chart__marks > *')).toHaveLength(24);
    expect(screen.getByText('投篮 11/24（45.8%） · 三分 1/7')).toBeInTheDocument();
    // Choosing the other team drops a player who is not on it.
    await user.click(screen.getByRole('button', { name: '独行侠' }));
    expect(screen.getByRole('combobox', { name: '球员' })).toHaveValue('');
    expect(screen.queryByRole('option', { name: '塔图姆' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('.kq-shot-chart__marks > *')).toHaveLength(78);
  });

  it('lists the attempts shown in a table for screen readers', async () => {
    const user = userEvent.setup();
    render(<ShotChart shots={SHOTS} {...names} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '球员' }), '塔图姆');
    const rows = within(screen.getByRole('table', { name: '投篮列表' })).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(rows[1]).toHaveTextContent('第1节 10:46凯尔特人塔图姆抛投两分不中');
  });

  it('says so before the first attempt', () => {
    render(<ShotChart shots={[]} {...names} />);
    expect(screen.getByText('暂无投篮')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '球员' })).toBeDisabled();
  });
});
