import { describe, expect, it } from 'vitest';
import { loadFootballResults } from '../../history/football-results';
import { footballTeamByName } from '../../names/football-teams';
import { resolveDataDir } from '../../shared/data-dir';
import { loadEarlierResults, modelHistory } from '../earlier-results';

const dataDir = resolveDataDir();
const earlier = loadEarlierResults(dataDir);

describe('the earlier seasons the models learn from', () => {
  it('holds every first-division result of 2020-21 to 2022-23 and the second divisions', () => {
    const count = (league: string, season: string) =>
      earlier.firstDivision.filter((r) => r.competitionKey === league && r.season === season)
        .length;
    // A season of 20 clubs has 380 matches, one of 18 has 306 (the counts of the source files).
    expect(['2020-21', '2021-22', '2022-23'].map((s) => count('en.1', s))).toEqual([380, 380, 380]);
    expect(['2020-21', '2021-22', '2022-23'].map((s) => count('de.1', s))).toEqual([306, 306, 306]);
    const second = (league: string, season: string) =>
      earlier.secondDivision.filter((r) => r.league === league && r.season === season).length;
    // The Championship: 552 league matches and its play-offs (5 in 2021-22 and later).
    expect(second('en.1', '2020-21')).toBe(552);
    expect(second('en.1', '2024-25')).toBe(557);
    expect(second('de.1', '2024-25')).toBe(306);
  });

  it('gives a club one id in both divisions and in the app', () => {
    const leicester = footballTeamByName('Leicester City FC').id;
    expect(earlier.firstDivision.some((r) => r.home.id === leicester)).toBe(true);
    expect(
      earlier.secondDivision.some((r) => r.season === '2023-24' && r.homeId === leicester),
    ).toBe(true);
    // The second-division file writes "FC St. Pauli"; the Bundesliga files "FC St. Pauli 1910".
    const stPauli = footballTeamByName('FC St. Pauli 1910').id;
    expect(earlier.secondDivision.some((r) => r.season === '2023-24' && r.homeId === stPauli)).toBe(
      true,
    );
  });

  it('puts the earlier seasons before the app results, in kick-off order', () => {
    const results = loadFootballResults(dataDir);
    const history = modelHistory(dataDir, results);
    expect(history).toHaveLength(results.length + earlier.firstDivision.length);
    const first = history.find((r) => r.competitionKey === 'en.1');
    // Fulham – Arsenal, 12 September 2020, 12:30 in London.
    expect([first?.id, first?.kickoff]).toEqual(['en.1-2020-21-001', '2020-09-12T11:30:00.000Z']);
    for (let i = 1; i < history.length; i += 1) {
      expect((history[i - 1]?.kickoff ?? '') <= (history[i]?.kickoff ?? '')).toBe(true);
    }
  });
});
