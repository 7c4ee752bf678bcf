import { FootballEvent } from '@kanqiu/core';

/** Every user-visible text of the facts page, in one place for review. */
export const FACTS_TEXT = {
  title: '赛况',
  /** Before the name of a goal's assist and of the player a substitute replaced. */
  assistPrefix: '助攻：',
  offPrefix: '换下：',
  legend: '图例',
  legendItems: [
    [FootballEvent.Goal, '进球'],
    [FootballEvent.Penalty, '点球'],
    [FootballEvent.OwnGoal, '乌龙球'],
    [FootballEvent.PenaltyMissed, '点球未进'],
    [FootballEvent.YellowCard, '黄牌'],
    [FootballEvent.RedCard, '红牌'],
    [FootballEvent.SecondYellow, '两黄变红'],
    [FootballEvent.Substitution, '换人'],
    [FootballEvent.Var, 'VAR'],
  ] as const,
  shootoutLegendItems: [
    [FootballEvent.ShootoutPenalty, '点球大战罚进'],
    [FootballEvent.ShootoutPenaltyMissed, '点球大战罚失'],
  ] as const,
  shootoutScore: (score: string) => `点球 ${score}`,
  kickScored: '点球大战 罚进',
  kickMissed: '点球大战 罚失',
  possessionUnit: '%',
  newIncidents: (n: number) => `${n} 条新事件`,
  incidentsLive: '比赛事件实时更新中，新事件先在这里提示',
} as const;
