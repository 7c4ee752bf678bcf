import type { ModelKey } from '@kanqiu/core';

/** Chinese names and descriptions of the five models. */
export const MODEL_TEXTS: Readonly<Record<ModelKey, { name: string; description: string }>> = {
  js: {
    name: 'JS胜平负模型',
    description: '按球队实力评分推算主胜、平局、客胜的概率，给出可能性最大的赛果。',
  },
  zc: {
    name: 'ZC双重机会模型',
    description: '在胜平、平负、胜负三种双重机会中选出概率最高的一种。',
  },
  pk: { name: 'PK让球模型', description: '选取让球数使双方机会最接近均等，再给出模型看好的一方。' },
  sq: { name: 'SQ大小球模型', description: '按双方预期进球推算总进球数，判断大球或小球。' },
  gm: { name: 'GM双方进球模型', description: '按双方预期进球推算两队是否都能取得进球。' },
};

/** Labels of the picks. */
export const PICK_LABELS = {
  home: '主胜',
  draw: '平局',
  away: '客胜',
  homeOrDraw: '胜平（主不败）',
  awayOrDraw: '平负（客不败）',
  homeOrAway: '胜负（不平局）',
  handicap: (team: string, line: number) => `${team} ${line > 0 ? '+' : ''}${line}`,
  over: (line: number) => `大${line}球`,
  under: (line: number) => `小${line}球`,
  bttsYes: '双方都进球',
  bttsNo: '至少一方不进球',
} as const;
