import type { FootballResult } from '../../history/football-results';

/** A small deterministic generator, so the synthetic league is the same on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

function poisson(lambda: number, random: () => number): number {
  let k = 0;
  let p = Math.exp(-lambda);
  let sum = p;
  const u = random();
  while (u > sum && k < 15) {
    k += 1;
    p *= lambda / k;
    sum += p;
  }
  return k;
}

const team = (id: string) => ({ id, name: id, code: id });

/**
 * A synthetic league of `teams` sides (strongest first), a double round robin per season, one round
 * a week, two fixtures a day on Saturday and Sunday; goals are Poisson draws of the sides' true
 * strengths. Between seasons the weakest side goes down and a new one (`N1`, `N2`, …) comes up.
 */
export function syntheticLeague(teams = 10, seasons = 2, seed = 1): FootballResult[] {
  const random = generator(seed);
  let ids = Array.from({ length: teams }, (_, i) => `T${i}`);
  const strength = new Map(ids.map((id, i) => [id, 0.4 - (0.8 * i) / (teams - 1)]));
  const out: FootballResult[] = [];
  let week = 0;
  for (let s = 0; s < seasons; s += 1) {
    const season = `${2030 + s}-${String(31 + s).slice(-2)}`;
    const pairs: [string, string][] = [];
    for (const home of ids) for (const away of ids) if (home !== away) pairs.push([home, away]);
    pairs.forEach(([home, away], i) => {
      const day = Date.UTC(2030, 7, 3) + (week + Math.floor(i / 3)) * 7 * 86_400_000;
      const kickoff = new Date(day + (i % 3 === 2 ? 86_400_000 : 0) + 15 * 3_600_000);
      const lambdaHome = Math.exp(
        0.25 + 0.2 + (strength.get(home) ?? 0) - (strength.get(away) ?? 0),
      );
      const lambdaAway = Math.exp(0.25 + (strength.get(away) ?? 0) - (strength.get(home) ?? 0));
      out.push({
        id: `syn-${season}-${String(i + 1).padStart(3, '0')}`,
        competitionKey: 'en.1',
        season,
        competition: '测试联赛',
        round: '',
        group: null,
        kickoff: kickoff.toISOString(),
        timeKnown: true,
        home: team(home),
        away: team(away),
        homeSourceName: home,
        awaySourceName: away,
        venueAdvantage: 1,
        ft: [poisson(lambdaHome, random), poisson(lambdaAway, random)],
        ht: null,
        et: null,
        penalties: null,
      });
    });
    week += Math.ceil(pairs.length / 3) + 8;
    const promoted = `N${s + 1}`;
    strength.set(promoted, -0.3);
    ids = [...ids.slice(0, -1), promoted];
  }
  return out.sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id));
}
