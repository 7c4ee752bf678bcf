import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOTBALL_FINAL_STATS } from '../fixtures/real-analysis';
import { raceGoals, xgRace } from './xg-race';
import { XgRaceChart } from './xg-race-chart';

const FINAL = FOOTBALL_FINAL_STATS;
const names = { homeName: '法国', awayName: '克罗地亚' };

describe('xgRace', () => {
  it('adds up each side’s xG shot by shot from zero', () => {
    const race = xgRace(FINAL.shots.slice(0, 4));
    // Vida 21' 0.030, Rakitić 24' 0.066, Perišić 28' 0.123 for Croatia; Griezmann's penalty 38'.
    expect(race.home.points).toHaveLength(2);
    expect(race.home.points[0]).toEqual({ x: 0, y: 0 });
    expect(race.home.points[1]?.x).toBe(38);
    expect(race.home.points[1]?.y).toBeCloseTo(0.725, 3);
    expect(race.away.points.map((point) => point.x)).toEqual([0, 21, 24, 28]);
    expect(race.away.total).toBeCloseTo(0.218, 3);
  });

  it('lists the goals from shots and own goals in match order', () => {
    const goals = raceGoals(FINAL.shots, FINAL.own_goals);
    expect(goals.map((goal) => `${goal.minute_text}${goal.player_name}${goal.kind}`)).toEqual([
      "18'曼朱基奇own_goal",
      "28'佩里西奇goal",
      "38'格列兹曼penalty",
      "59'博格巴goal",
      "65'姆巴佩goal",
      "69'曼朱基奇goal",
    ]);
  });
});

describe('XgRaceChart', () => {
  it('draws both lines with their totals, marks every goal and sums it up for screen readers', () => {
    const { container } = render(
      <XgRaceChart shots={FINAL.shots} ownGoals={FINAL.own_goals} {...names} />,
    );
    expect(screen.getByRole('img', { name: '预期进球（xG）走势' })).toBeInTheDocument();
    expect(container.querySelectorAll('.kq-line-chart__series path')).toHaveLength(2);
    expect(container.querySelectorAll('.kq-line-chart__marker')).toHaveLength(6);
    expect(screen.getByText("65' 姆巴佩 进球（法国）", { selector: 'li' })).toBeInTheDocument();
    expect(
      screen.getByText("38' 格列兹曼 点球命中（法国）", { selector: 'li' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("18' 曼朱基奇 乌龙球（法国得分）", { selector: 'li' }),
    ).toBeInTheDocument();
    const home = FINAL.shots.filter((shot) => shot.side === 1).reduce((sum, s) => sum + s.xg, 0);
    expect(screen.getByText(`xG ${home.toFixed(2)}`)).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`法国 xG ${home.toFixed(2)}，进 4 球；克罗地亚 xG`)),
    ).toBeInTheDocument();
    expect(screen.getByText(/克罗地亚 xG \d\.\d\d，进 2 球/)).toBeInTheDocument();
  });

  it('runs the time axis to 120 minutes once a shot falls in extra time', () => {
    render(
      <XgRaceChart
        shots={[{ ...(FINAL.shots[0] as (typeof FINAL.shots)[number]), minute: 104, half: 3 }]}
        {...names}
      />,
    );
    expect(screen.getByText("120'")).toBeInTheDocument();
  });

  it('shows an empty state before the first shot', () => {
    render(<XgRaceChart shots={[]} {...names} />);
    expect(screen.getByText('暂无射门')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
