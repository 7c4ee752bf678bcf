import { UNKNOWN_LABEL } from './football-event';

/**
 * Card and foul reason codes 0–37.
 *
 * The product names the kinds (unknown, foul, personal foul, tactical foul, handball, violent conduct,
 * dangerous play, time wasting, video review decision, dissent, abusive language, excessive
 * celebration, fighting, spitting, others) but not the full order. This order is kanqiu's own, kept
 * in `docs/contract.md`: the named kinds first in the product's order, then the offences of the Laws of
 * the Game, and `37` for anything else.
 */
export const CARD_REASON_LABELS: readonly string[] = [
  '未知', // 0 unknown
  '犯规', // 1 foul
  '个人犯规', // 2 personal foul
  '战术犯规', // 3 tactical foul
  '手球', // 4 handball
  '暴力行为', // 5 violent conduct
  '危险动作', // 6 dangerous play
  '拖延时间', // 7 time wasting
  '视频回看判罚', // 8 video review decision
  '抗议判罚', // 9 dissent
  '言语辱骂', // 10 abusive language
  '庆祝过度', // 11 excessive celebration
  '打架', // 12 fighting
  '吐口水', // 13 spitting
  '严重犯规', // 14 serious foul play
  '屡次犯规', // 15 persistent infringement
  '非体育道德行为', // 16 unsporting behaviour
  '假摔', // 17 simulation
  '破坏明显进球机会', // 18 denying an obvious goal-scoring opportunity
  '阻止有威胁的进攻', // 19 stopping a promising attack
  '鲁莽铲抢', // 20 reckless challenge
  '拉拽对手', // 21 holding
  '推搡对手', // 22 pushing
  '绊倒对手', // 23 tripping
  '肘击', // 24 elbowing
  '踢人', // 25 kicking
  '踩踏', // 26 stamping
  '冲撞', // 27 charging
  '阻挡', // 28 impeding
  '未退足规定距离', // 29 not respecting the required distance
  '延误比赛恢复', // 30 delaying the restart
  '擅自进入场地', // 31 entering the field without permission
  '擅自离开场地', // 32 leaving the field without permission
  '冒犯性手势', // 33 offensive gesture
  '累计两张黄牌', // 34 second caution
  '替补席不当行为', // 35 misconduct on the bench
  '教练席违规', // 36 misconduct by a team official
  '其他', // 37 other
];

/** The highest card reason code. */
export const MAX_CARD_REASON = 37;

/** The Chinese label of a card/foul reason code 0–37; `未知` for anything else. */
export function cardReasonLabel(code: number): string {
  return (Number.isInteger(code) && CARD_REASON_LABELS[code]) || UNKNOWN_LABEL;
}
