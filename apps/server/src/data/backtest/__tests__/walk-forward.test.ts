import { describe, expect, it } from 'vitest';
import type { FootballResult } from '../../history/football-results';
import { createForecaster, FORECASTER_KEYS } from '../forecasters';
import { type Forecaster, matchDay, walkForward } from '../walk-forward';
import { syntheticLeague } from './synthetic-league';

const league = syntheticLeague();

/** The league with every result from `cut` on turned around. */
function reversedFrom(cut: string): FootballResult[] {
  return league.map((r) =>
    r.kickoff >= cut && r.ft ? { ...r, ft: [r.ft[1], r.ft[0]] as const } : r,
  );
}

describe('walk-forward', () => {
  it('forecasts every fixture of a match-day before learning any result of that day', () => {
    const events: string[] = [];
    const recorder: Forecaster = {
      forecast(result) {
        events.push(`forecast ${matchDay(result)}`);
        return { result, probabilities: { home: 1, draw: 0, away: 0 }, goals: null };
      },
      learn(result) {
        events.push(`learn ${matchDay(result)}`);
      },
    };
    const forecasts = walkForward(league, recorder);
    expect(forecasts.map((f) => f.result.id)).toEqual(league.map((r) => r.id));
    const learned = new Set<string>();
    for (const event of events) {
      const [kind, day] = event.split(' ') as [string, string];
      if (kind === 'learn') learned.add(day);
      else expect(learned.has(day)).toBe(false);
    }
    expect(learned.size).toBeGreaterThan(20);
  });

  it.each(FORECASTER_KEYS)('changes no earlier %s forecast when a later result changes', (key) => {
    const cut = league[Math.floor(league.length * 0.6)]?.kickoff ?? '';
    const changed = reversedFrom(cut);
    const before = walkForward(league, createForecaster(key, league));
    const after = walkForward(changed, createForecaster(key, changed));
    const earlier = (list: typeof before) =>
      list.filter((f) => f.result.kickoff < cut).map((f) => [f.probabilities, f.goals]);
    expect(earlier(after)).toEqual(earlier(before));
    expect(earlier(before).length).toBeGreaterThan(30);
    if (key !== 'uniform') {
      const later = (list: typeof before) =>
        list.filter((f) => f.result.kickoff > cut).map((f) => f.probabilities);
      expect(later(after)).not.toEqual(later(before));
    }
  });

  it('does not let a fixture see a result of its own match-day', () => {
    const day = matchDay(league[40] as FootballResult);
    const sameDay = league.filter((r) => matchDay(r) === day);
    expect(sameDay.length).toBeGreaterThan(1);
    const changed = league.map((r) =>
      r.id === sameDay[0]?.id && r.ft ? { ...r, ft: [9, 0] as const } : r,
    );
    const forecast = (list: FootballResult[]) =>
      walkForward(list, createForecaster('dixon-coles', list))
        .filter((f) => matchDay(f.result) === day)
        .map((f) => f.probabilities);
    expect(forecast(changed)).toEqual(forecast(league));
  });

  it('learns who is strong: the best side is favoured at home to the weakest late on', () => {
    const forecasts = walkForward(league, createForecaster('dixon-coles', league));
    const late = forecasts.filter((f) => f.result.home.id === 'T0' && f.result.away.id === 'N1');
    expect(late.length).toBe(1);
    expect(late[0]?.probabilities.home).toBeGreaterThan(0.7);
  });
});
