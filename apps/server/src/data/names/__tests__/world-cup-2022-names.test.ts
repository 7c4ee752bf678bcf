import { describe, expect, it } from 'vitest';
import { rawData, realCatalog } from '../../__tests__/shared-catalog';
import { footballTeamByName } from '../football-teams';
import { worldCup2018PlayerName } from '../world-cup-2018-player-names';
import { WORLD_CUP_2018_PLAYERS } from '../world-cup-2018-players';
import { WORLD_CUP_2022_SCORERS } from '../world-cup-2022-names';

interface Goal2022 {
  name: string;
  owngoal?: boolean;
}
const file = rawData<{
  matches: { team1: string; team2: string; goals1?: Goal2022[]; goals2?: Goal2022[] }[];
}>('football', 'openfootball', 'worldcup', '2022', 'worldcup.json');

/** Every name the 2022 goal lists write, by team code. */
function writtenScorers(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (team: string, goals: readonly Goal2022[] = []) => {
    const code = footballTeamByName(team).code;
    const names = out.get(code) ?? new Set<string>();
    for (const goal of goals) if (!goal.owngoal) names.add(goal.name);
    out.set(code, names);
  };
  for (const match of file.matches) {
    add(match.team1, match.goals1);
    add(match.team2, match.goals2);
  }
  return out;
}

describe('names of the World Cup 2022 scorers', () => {
  const scorers = realCatalog().leagueData('wc', '2022')?.scorers?.scorers ?? [];

  it('names only scorers of the goal lists, each under his own team, in Chinese characters', () => {
    const written = writtenScorers();
    for (const [code, names] of Object.entries(WORLD_CUP_2022_SCORERS)) {
      for (const [name, { zh }] of Object.entries(names)) {
        expect(written.get(code)?.has(name), `${code} ${name}`).toBe(true);
        expect(zh).toMatch(/^(C·)?[\p{Script=Han}·-]+$/u);
      }
    }
  });

  it('gives a player of both World Cups his 2018 name', () => {
    let both = 0;
    for (const names of Object.values(WORLD_CUP_2022_SCORERS)) {
      for (const { zh, wyscout2018 } of Object.values(names)) {
        if (wyscout2018 === undefined) continue;
        both += 1;
        const name2018 =
          WORLD_CUP_2018_PLAYERS[wyscout2018]?.zh ?? worldCup2018PlayerName(wyscout2018);
        expect(name2018, String(wyscout2018)).toBe(zh);
      }
    }
    expect(both).toBeGreaterThan(30);
  });

  it('shows the scorers in Chinese, one row for a player the source spells two ways', () => {
    expect(scorers.find((s) => s.name_en === 'Kylian Mbappé')).toMatchObject({
      name: '姆巴佩',
      goals: 8,
    });
    const doan = scorers.filter((s) => s.name === '堂安律');
    expect(doan).toHaveLength(1);
    expect(doan[0]?.goals).toBe(2);
    expect(scorers.filter((s) => s.name === '多萨里')).toHaveLength(1);
    // No established Chinese rendering: the Latin name stays.
    expect(scorers.find((s) => s.name_en === 'Osman Bukari')?.name).toBe('Osman Bukari');
  });

  it("names the 2022 final's scorers in Chinese on its overview", () => {
    const overview = realCatalog().football.matchOverview('wc2022-064', () => null);
    const names = new Set(overview?.result?.facts.map((fact) => fact.player_name));
    expect([...names].sort()).toEqual(['姆巴佩', '梅西', '迪马利亚'].sort());
  });
});
