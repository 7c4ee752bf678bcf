import { footballTeamByName, openfootballNameOfWyscoutTeam } from '../names/football-teams';
import type { TrainingShot } from './training-shots';
import { reliabilityTable, scoreForecaster, trainingSplit, xgBaselines } from './xg-fit';
import { shotXg, type XgModel } from './xg-model';

const f3 = (n: number) => n.toFixed(3);
const f4 = (n: number) => n.toFixed(4);

/**
 * The calibration tables of docs/models.md for a fitted model, on the held-out World Cup 2018 shots:
 * scores beside the two baselines, a reliability table and xG against goals per team.
 */
export function xgReportMarkdown(model: XgModel, shots: readonly TrainingShot[]): string {
  const { train, test } = trainingSplit(shots);
  const baselines = xgBaselines(train);
  const goals = test.filter((shot) => shot.goal).length;
  const rows = [
    ['kanqiu xG', scoreForecaster(test, (shot) => shotXg(model, shot))],
    ['distance only', scoreForecaster(test, baselines.distanceOnly)],
    ['overall goal rate', scoreForecaster(test, baselines.goalRate)],
  ] as const;
  const lines = [
    `Trained on ${train.length.toLocaleString('en-US')} shots (five leagues 2017-18, Euro 2016); scored on the ${test.length.toLocaleString('en-US')} shots of the 64 World Cup 2018 matches (${goals} goals; own goals and shoot-out kicks are not shots).`,
    '',
    '| forecaster | log loss | Brier | total xG |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      ([name, s]) => `| ${name} | ${f4(s.logLoss)} | ${f4(s.brier)} | ${s.totalXg.toFixed(1)} |`,
    ),
    '',
    '| xG bin | shots | mean xG | goal rate |',
    '| --- | ---: | ---: | ---: |',
    ...reliabilityTable(model, test).map(
      (bin) =>
        `| ${bin.from.toFixed(2)}–${bin.to.toFixed(2)} | ${bin.shots} | ${f3(bin.meanXg)} | ${f3(bin.goalRate)} |`,
    ),
    '',
    '| team | shots | xG | goals from shots |',
    '| --- | ---: | ---: | ---: |',
  ];
  const teams = new Map<number, { shots: number; xg: number; goals: number }>();
  for (const shot of test) {
    const team = teams.get(shot.teamId) ?? { shots: 0, xg: 0, goals: 0 };
    team.shots += 1;
    team.xg += shotXg(model, shot);
    team.goals += shot.goal ? 1 : 0;
    teams.set(shot.teamId, team);
  }
  for (const [teamId, team] of [...teams].sort(([, a], [, b]) => b.xg - a.xg)) {
    const name = footballTeamByName(openfootballNameOfWyscoutTeam(teamId)).name;
    lines.push(`| ${name} | ${team.shots} | ${team.xg.toFixed(1)} | ${team.goals} |`);
  }
  return lines.join('\n');
}
