import { FootballEvent, LiveMarker } from '@kanqiu/core';
import { type FootballMatchPage, footballMatchPageSchema } from '@kanqiu/core/contract/football';
import { lineupSchema } from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rawData, realCatalog, replay } from '../../__tests__/shared-catalog';
import type { OpenfootballFile } from '../../history/openfootball-types';

const GOAL_TYPES = new Set<number>([
  FootballEvent.Goal,
  FootballEvent.Penalty,
  FootballEvent.OwnGoal,
]);

function finalPage(id: string): FootballMatchPage {
  const match = replay(id);
  return match.matchPageAt(match.durationSec) as FootballMatchPage;
}

describe('football replay: France 4–2 Croatia, 2018 World Cup final', () => {
  it('ends 4–2 after a 2–1 half time', () => {
    const page = finalPage('2058017');
    expect(page.status_id).toBe(10);
    expect([page.home_team.name, page.away_team.name]).toEqual(['法国', '克罗地亚']);
    expect([page.home_team.score, page.away_team.score]).toEqual([4, 2]);
    expect([page.home_team.half_score, page.away_team.half_score]).toEqual([2, 1]);
    expect(page.competition).toBe('2018世界杯 决赛');
    expect(replay('2058017').finalScore).toEqual({ home: 4, away: 2 });
  });

  it('has the real goals: minute, kind, side and scorer', () => {
    const goals = finalPage('2058017')
      .incidents.filter((incident) => GOAL_TYPES.has(incident.type))
      .map((g) => [
        g.minute_text,
        g.type,
        g.position,
        g.player_name,
        `${g.home_score}-${g.away_score}`,
      ]);
    expect(goals).toEqual([
      ["18'", FootballEvent.OwnGoal, 1, '曼朱基奇', '1-0'],
      ["28'", FootballEvent.Goal, 2, '佩里西奇', '1-1'],
      ["38'", FootballEvent.Penalty, 1, '格列兹曼', '2-1'],
      ["59'", FootballEvent.Goal, 1, '博格巴', '3-1'],
      ["65'", FootballEvent.Goal, 1, '姆巴佩', '4-1'],
      ["69'", FootballEvent.Goal, 2, '曼朱基奇', '4-2'],
    ]);
  });

  it('shows the score as it stood at each moment of the replay', () => {
    const match = replay('2058017');
    const clock = (t: number) => match.matchPageAt(t) as FootballMatchPage;
    expect(clock(-1).status_id).toBe(1);
    expect(clock(-1).tlive).toEqual([]);
    expect(clock(17 * 60).home_team.score).toBe(0);
    expect(clock(18 * 60 + 30).home_team.score).toBe(1);
    const halfTime = clock(match.durationSec / 2);
    expect(halfTime.status_id).toBe(3);
    expect(halfTime.minute_text).toBe('中场');
    expect([halfTime.home_team.score, halfTime.away_team.score]).toEqual([2, 1]);
  });
});

describe('football replays against the openfootball record of the same match', () => {
  const worldCup = rawData<OpenfootballFile>(
    'football',
    'openfootball',
    'worldcup',
    '2018',
    'worldcup.json',
  );
  const cases = [
    ['2058017', 'France', 'Croatia'],
    ['2058003', 'France', 'Argentina'],
    ['2057960', 'Portugal', 'Spain'],
  ] as const;

  it.each(cases)(
    'match %s has the goals, minutes and scorers of the record',
    (id, team1, team2) => {
      const record = worldCup.matches.find((m) => m.team1 === team1 && m.team2 === team2);
      if (!record) throw new Error('record missing');
      const expected = [
        ...(record.goals1 ?? []).map((g) => ({ ...g, side: 1 })),
        ...(record.goals2 ?? []).map((g) => ({ ...g, side: 2 })),
      ]
        .map((g) => ({
          minute: g.offset ? `${g.minute}+${g.offset}'` : `${g.minute}'`,
          side: g.side,
          penalty: Boolean(g.penalty),
          ownGoal: Boolean(g.owngoal),
          surname: (g.name.split(' ').at(-1) ?? '').toLowerCase(),
        }))
        .sort(
          (a, b) =>
            Number.parseInt(a.minute, 10) - Number.parseInt(b.minute, 10) ||
            a.minute.localeCompare(b.minute),
        );
      const match = replay(id);
      const lineup = match.lineup();
      const latin = new Map(
        [
          ...lineup.home.starters,
          ...lineup.home.bench,
          ...lineup.away.starters,
          ...lineup.away.bench,
        ].map((p) => [p.id, p.name_en.toLowerCase()]),
      );
      const page = finalPage(id);
      const actual = page.incidents.filter((i) => GOAL_TYPES.has(i.type));
      expect(actual.map((g) => g.minute_text)).toEqual(expected.map((g) => g.minute));
      actual.forEach((goal, index) => {
        const want = expected[index];
        expect(goal.position).toBe(want?.side);
        expect(goal.type === FootballEvent.Penalty).toBe(want?.penalty);
        expect(goal.type === FootballEvent.OwnGoal).toBe(want?.ownGoal);
        expect(latin.get(goal.player_id ?? '')).toContain(want?.surname);
      });
      expect([page.home_team.score, page.away_team.score]).toEqual(record.score.ft);
      expect([page.home_team.half_score, page.away_team.half_score]).toEqual(record.score.ht);
    },
  );

  it.each(cases)('match %s has the substitutions and cards of the Wyscout metadata', (id) => {
    const extract = rawData<{
      matches: {
        wyId: number;
        teamsData: Record<
          string,
          {
            side: string;
            formation: {
              lineup: { playerId: number; yellowCards: string }[];
              bench: { playerId: number; yellowCards: string }[];
              substitutions: { playerIn: number; playerOut: number; minute: number }[];
            };
          }
        >;
      }[];
    }>('football', 'wyscout', 'world-cup-2018.json');
    const meta = extract.matches.find((m) => String(m.wyId) === id);
    if (!meta) throw new Error('metadata missing');
    const teams = Object.values(meta.teamsData);
    const subs = teams
      .flatMap((team) =>
        team.formation.substitutions.map((s) => `${s.playerIn}>${s.playerOut}@${s.minute}`),
      )
      .sort();
    const cards = teams
      .flatMap((team) => [...team.formation.lineup, ...team.formation.bench])
      .filter((p) => p.yellowCards !== '0')
      .map((p) => `${p.playerId}@${p.yellowCards}`)
      .sort();
    const incidents = finalPage(id).incidents;
    expect(
      incidents
        .filter((i) => i.type === FootballEvent.Substitution)
        .map((i) => `${i.player_id}>${i.player2_id}@${i.minute}`)
        .sort(),
    ).toEqual(subs);
    expect(
      incidents
        .filter((i) => i.type === FootballEvent.YellowCard)
        .map((i) => `${i.player_id}@${i.minute}`)
        .sort(),
    ).toEqual(cards);
  });
});

describe('football replay pages', () => {
  const ids = ['2058017', '2058003', '2057960'];

  it.each(ids)(
    'match %s: valid pages, ascending change points, full-time page well under 60 KB',
    (id) => {
      const match = replay(id);
      const points = match.changePoints;
      for (let i = 1; i < points.length; i += 1)
        expect(points[i]).toBeGreaterThan(points[i - 1] as number);
      expect(points.at(-1)).toBe(match.durationSec);
      const full = finalPage(id);
      expect(() => v.parse(footballMatchPageSchema, full)).not.toThrow();
      expect(Buffer.byteLength(JSON.stringify(full))).toBeLessThan(40_000);
      for (const t of [-5, 0, 600, 2000, 3000, 4000, 6000]) {
        expect(() => v.parse(footballMatchPageSchema, match.matchPageAt(t))).not.toThrow();
      }
    },
  );

  it.each(ids)('match %s: one page per interval between change points, growing feeds', (id) => {
    const match = replay(id);
    const [a = 0, b = 0] = match.changePoints.slice(10, 12);
    expect(match.matchPageAt(a)).toBe(match.matchPageAt((a + b) / 2));
    let lines = 0;
    let incidents = 0;
    for (const t of match.changePoints) {
      const page = match.matchPageAt(t) as FootballMatchPage;
      expect(page.tlive.length).toBeGreaterThanOrEqual(lines);
      expect(page.incidents.length).toBeGreaterThanOrEqual(incidents);
      lines = page.tlive.length;
      incidents = page.incidents.length;
    }
  });

  it.each(ids)('match %s: text live newest first with the four markers and Chinese text', (id) => {
    const page = finalPage(id);
    const ids = page.tlive.map((line) => line.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const types = new Set(page.tlive.map((line) => line.type));
    for (const marker of Object.values(LiveMarker)) expect(types.has(marker)).toBe(true);
    expect(page.tlive.at(-1)?.type).toBe(LiveMarker.TextLiveStart);
    expect(page.tlive[0]?.type).toBe(LiveMarker.MatchEnd);
    for (const line of page.tlive) {
      expect(line.data).toMatch(/\p{Script=Han}/u);
      expect(line.data).not.toMatch(/[<>]|undefined|null|NaN/);
    }
    expect(page.tlive.length).toBeGreaterThan(50);
    const distinct = new Set(page.tlive.map((line) => line.data)).size;
    expect(distinct / page.tlive.length).toBeGreaterThan(0.9);
  });

  it.each(ids)('match %s: statistics agree with the header and possession adds up to 100', (id) => {
    const page = finalPage(id);
    const stat = (type: number) => page.stats.find((s) => s.type === type);
    expect(stat(FootballEvent.Corner)?.home).toBe(page.home_team.corners);
    expect(stat(FootballEvent.YellowCard)?.away).toBe(page.away_team.yellow_cards);
    const possession = stat(FootballEvent.Possession);
    expect((possession?.home ?? 0) + (possession?.away ?? 0)).toBe(100);
    const attacks = stat(FootballEvent.Attack);
    const dangerous = stat(FootballEvent.DangerousAttack);
    expect(attacks?.home).toBeGreaterThan(dangerous?.home ?? 0);
    expect(attacks?.away).toBeGreaterThan(dangerous?.away ?? 0);
  });

  it('derives possession close to the official figures (Croatia 61%, Spain 67%)', () => {
    const possession = (id: string) =>
      finalPage(id).stats.find((s) => s.type === FootballEvent.Possession);
    expect(possession('2058017')?.away).toBeGreaterThanOrEqual(57);
    expect(possession('2058017')?.away).toBeLessThanOrEqual(65);
    expect(possession('2057960')?.away).toBeGreaterThanOrEqual(60);
  });
});

describe('football lineups', () => {
  it.each(['2058017', '2058003', '2057960'])(
    'match %s: elevens with Chinese names, positions, numbers',
    (id) => {
      const lineup = replay(id).lineup();
      expect(() => v.parse(lineupSchema, lineup)).not.toThrow();
      if (lineup.sport !== 'football') throw new Error('not football');
      for (const team of [lineup.home, lineup.away]) {
        expect(team.starters).toHaveLength(11);
        expect(team.starters.filter((p) => p.position === 'G')).toHaveLength(1);
        expect(team.formation).toMatch(/^\d(-\d){2,3}$/);
        const numbers = [...team.starters, ...team.bench].map((p) => p.shirt_number);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const player of [...team.starters, ...team.bench]) {
          expect(player.name).toMatch(/\p{Script=Han}/u);
          expect(player.shirt_number).toBeGreaterThan(0);
        }
        for (const starter of team.starters) expect(starter.row).not.toBeNull();
      }
    },
  );

  it('reads England’s back three with wing-backs as 3-5-2, and keeps France’s back four', () => {
    const england = replay('2057991').lineup();
    const final = replay('2058017').lineup();
    if (england.sport !== 'football' || final.sport !== 'football') throw new Error('not football');
    expect(england.away.team.name).toBe('英格兰');
    expect(england.away.formation).toBe('3-5-2');
    const rowOf = (shirt: number) =>
      england.away.starters.find((player) => player.shirt_number === shirt)?.row;
    // Walker 2, Stones 5, Maguire 6 in defence; Trippier 12 and Young 18 the wing-backs.
    expect([rowOf(2), rowOf(5), rowOf(6)]).toEqual([1, 1, 1]);
    expect([rowOf(12), rowOf(18)]).toEqual([2, 2]);
    expect(final.home.formation).toBe('4-3-3');
  });

  it('reads Argentina’s back four against France, with Mascherano the roles list as a defender in midfield', () => {
    const lineup = replay('2058003').lineup();
    if (lineup.sport !== 'football') throw new Error('not football');
    const argentina = [lineup.home, lineup.away].find((team) => team.team.name === '阿根廷');
    const rowOf = (shirt: number) =>
      argentina?.starters.find((player) => player.shirt_number === shirt)?.row;
    // Mercado 2, Tagliafico 3, Rojo 16, Otamendi 17 the back four; Mascherano 14 in midfield.
    expect([rowOf(2), rowOf(3), rowOf(16), rowOf(17)]).toEqual([1, 1, 1, 1]);
    expect(rowOf(14)).toBe(2);
    expect(argentina?.formation).toBe('4-4-2');
  });

  it('numbers every player of every World Cup 2018 lineup and bench, each number once per team', () => {
    const football = realCatalog().matches.filter((match) => match.sport === 'football');
    expect(football).toHaveLength(64);
    for (const match of football) {
      const lineup = match.lineup();
      if (lineup.sport !== 'football') throw new Error('not football');
      for (const team of [lineup.home, lineup.away]) {
        const numbers = [...team.starters, ...team.bench].map((player) => player.shirt_number);
        expect(numbers.every((n) => n !== null && n >= 1 && n <= 23)).toBe(true);
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });

  it('marks goals, cards and substitutions only once they have happened', () => {
    const match = replay('2058003');
    const atStart = match.lineupAt(0);
    const atEnd = match.lineupAt(match.durationSec);
    if (atStart.sport !== 'football' || atEnd.sport !== 'football') throw new Error('not football');
    const mbappe = (lineup: typeof atEnd) => lineup.home.starters.find((p) => p.id === '353833');
    expect(mbappe(atStart)?.goals).toBe(0);
    expect(mbappe(atEnd)?.goals).toBe(2);
    expect(atStart.away.substitutions).toEqual([]);
    expect(atEnd.away.substitutions.map((s) => s.minute)).toEqual([46, 66, 75]);
    expect(atEnd.home.starters.find((p) => p.id === '3682')?.penalty_goals).toBe(1);
  });
});
