/**
 * kanqiu's own Chinese templates for the football text-live feed and the incident texts. Every line
 * is written from the facts of one event (minute, team, player, what happened); several wordings per
 * kind keep the feed from reading like a form, and the wording is picked by a stable hash of the
 * event, so the same match always reads the same.
 */
import { pickStable } from '../shared/stable-hash';

/** What a template may say. Names are Chinese. */
export interface CommentaryContext {
  /** Stable key of the line (picks the wording). */
  key: string;
  /** The team the line is about, and its opponent. */
  team: string;
  opponent: string;
  player: string;
  /** Assist, player going off, or the goalkeeper, depending on the line. */
  other: string | null;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
}

type Template = (c: CommentaryContext) => string;

/** `法国 2-1 克罗地亚`. */
export function scoreText(c: CommentaryContext): string {
  return `${c.home} ${c.homeScore}-${c.awayScore} ${c.away}`;
}

const SHOT_ZONE = { six_yard: '小禁区内', box: '禁区内', outside: '禁区外' } as const;
const BODY_PART = { left: '左脚', right: '右脚', head: '头球' } as const;
const CHANNEL = { left: '左路', centre: '中路', right: '右路' } as const;

/** Where and how a shot was struck, e.g. `禁区内右脚`, `直接任意球禁区外右脚`. */
export function shotManner(
  zone: keyof typeof SHOT_ZONE,
  part: keyof typeof BODY_PART | null,
  directFreeKick = false,
): string {
  return `${directFreeKick ? '直接任意球' : ''}${SHOT_ZONE[zone]}${part ? BODY_PART[part] : ''}`;
}

/** `左路` / `中路` / `右路`. */
export function channelText(channel: keyof typeof CHANNEL): string {
  return CHANNEL[channel];
}

function say(templates: readonly Template[], c: CommentaryContext): string {
  return pickStable(templates, c.key)(c);
}

/** Lines of the match's turning points. */
export const MARKER_LINES = {
  textLiveStart: (competition: string, home: string, away: string, venue: string) =>
    `各位球迷朋友大家好，欢迎来到${competition}${home}对阵${away}的文字直播，本场比赛在${venue}进行。`,
  kickOff: (team: string) => `比赛开始！${team}开球。`,
  secondHalf: (team: string) => `下半场比赛开始，${team}开球。`,
  stoppage: (half: 1 | 2 | 3 | 4) =>
    ({
      1: '上半场常规时间已到，比赛进入伤停补时。',
      2: '常规时间结束，比赛进入最后的补时阶段。',
      3: '加时赛上半场15分钟已到，进入补时。',
      4: '加时赛下半场15分钟已到，比赛进入最后的补时。',
    })[half],
  regulationEnd: (c: CommentaryContext) =>
    `90分钟比赛结束，${c.home}与${c.away}${c.homeScore}-${c.awayScore}战平，双方将进行30分钟加时赛。`,
  extraTimeKickOff: (half: 3 | 4, team: string) =>
    `${half === 3 ? '加时赛上半场' : '加时赛下半场'}开始，${team}开球。`,
  extraTimeHalfTime: (c: CommentaryContext) => `加时赛上半场结束，${scoreText(c)}。双方交换场地。`,
  extraTimeEnd: (c: CommentaryContext) =>
    c.homeScore === c.awayScore
      ? `加时赛结束，${c.home}与${c.away}120分钟战成${c.homeScore}-${c.awayScore}，比赛将通过点球大战决出胜负。`
      : `加时赛结束，${scoreText(c)}。`,
  shootoutEnd: (winner: string, winnerScore: number, loserScore: number) =>
    `点球大战结束！${winner}以${winnerScore}-${loserScore}胜出。`,
  halfTime: (c: CommentaryContext) => `上半场比赛结束，${scoreText(c)}。`,
  fullTimeAfterShootout: (c: CommentaryContext, winner: string, shootout: string) =>
    `全场比赛结束！${c.home}与${c.away}120分钟战成${c.homeScore}-${c.awayScore}，${winner}通过点球大战以${shootout}胜出。`,
  fullTimeAfterExtraTime: (c: CommentaryContext) =>
    c.homeScore > c.awayScore
      ? `全场比赛结束！经过加时赛，${c.home}以${c.homeScore}-${c.awayScore}战胜${c.away}。`
      : `全场比赛结束！经过加时赛，${c.away}以${c.awayScore}-${c.homeScore}击败${c.home}。`,
  fullTime: (c: CommentaryContext) =>
    c.homeScore === c.awayScore
      ? `全场比赛结束！${c.home}与${c.away}以${c.homeScore}-${c.awayScore}握手言和。`
      : c.homeScore > c.awayScore
        ? `全场比赛结束！${c.home}以${c.homeScore}-${c.awayScore}战胜${c.away}。`
        : `全场比赛结束！${c.away}以${c.awayScore}-${c.homeScore}击败${c.home}。`,
  summary: (
    minute: number,
    c: CommentaryContext,
    possession: { home: number; away: number },
    shots: { home: number; away: number },
  ) =>
    `第${minute}分钟技术统计：控球率 ${c.home}${possession.home}%、${c.away}${possession.away}%，射门 ${shots.home}比${shots.away}，目前${scoreText(c)}。`,
} as const;

/** A goal from open play or a free kick. `manner` is `禁区内右脚` and the like. */
export function goalLine(c: CommentaryContext, manner: string): string {
  const assist = c.other ? `${c.other}送出助攻，` : '';
  return say(
    [
      (x) => `球进了！${assist}${x.player}${manner}破门，${x.team}取得进球！${scoreText(x)}`,
      (x) => `${x.team}进球！${assist}${x.player}${manner}一击即中，${scoreText(x)}`,
      (x) =>
        `漂亮！${x.player}${manner}劲射得手，皮球应声入网。${assist ? `${assist.slice(0, -1)}。` : ''}${scoreText(x)}`,
    ],
    c,
  );
}

/** A penalty scored. */
export function penaltyGoalLine(c: CommentaryContext): string {
  return say(
    [
      (x) => `点球命中！${x.player}主罚一蹴而就，${scoreText(x)}`,
      (x) => `${x.player}站上点球点，冷静推射得手！${scoreText(x)}`,
    ],
    c,
  );
}

/** A penalty missed (`other` is the goalkeeper, when known). */
export function penaltyMissLine(c: CommentaryContext): string {
  return c.other
    ? `点球没有罚进！${c.player}的射门被${c.other}扑出。`
    : `${c.player}罚失点球，${c.team}错过扩大比分的良机。`;
}

/** An own goal (`team` benefits; `opponent` is the player's own team). */
export function ownGoalLine(c: CommentaryContext): string {
  return say(
    [
      (x) => `乌龙球！${x.opponent}的${x.player}解围失误，皮球钻进自家球门，${scoreText(x)}`,
      (x) => `${x.player}不慎自摆乌龙，${x.team}因此得分！${scoreText(x)}`,
    ],
    c,
  );
}

/** The foul that gives a penalty (`player` fouled; `team` gets the penalty). */
export function penaltyAwardedLine(c: CommentaryContext, reason: string): string {
  return `点球！${c.opponent}的${c.player}在禁区内${reason}，裁判判给${c.team}一粒点球。`;
}

/** A shot on target that did not score (`other` is the goalkeeper who saved, when known). */
export function shotSavedLine(c: CommentaryContext, manner: string): string {
  if (!c.other) return `${c.team}的${c.player}${manner}射门，皮球被对方防守球员挡出。`;
  return say(
    [
      (x) => `${x.player}${manner}射门，被${x.other}扑出！`,
      (x) => `${x.team}的${x.player}${manner}起脚打门，${x.other}反应及时将球没收。`,
      (x) => `${x.player}${manner}打门，${x.other}稳稳将球抱住。`,
    ],
    c,
  );
}

/** A shot off target; `where` is `偏出立柱`, `高出横梁`, `击中门框` or `''`. */
export function shotMissedLine(c: CommentaryContext, manner: string, where: string): string {
  const miss = where || '偏出';
  return say(
    [
      (x) => `${x.player}${manner}射门，皮球${miss}。`,
      (x) => `${x.team}的${x.player}${manner}尝试打门，可惜${miss}。`,
      (x) => `机会！${x.player}${manner}起脚，球${miss}，${x.opponent}躲过一劫。`,
    ],
    c,
  );
}

/** A shot blocked by a defender. */
export function shotBlockedLine(c: CommentaryContext, manner: string): string {
  return say(
    [
      (x) => `${x.player}${manner}射门被${x.opponent}后卫封堵。`,
      (x) => `${x.team}的${x.player}${manner}打门，${x.opponent}防守球员舍身将球挡出。`,
    ],
    c,
  );
}

/** A corner from the left or right of the attacking team. */
export function cornerLine(c: CommentaryContext, from: 'left' | 'right'): string {
  const side = from === 'left' ? '左侧' : '右侧';
  return say(
    [
      (x) => `${x.team}获得${side}角球，${x.player}主罚。`,
      (x) => `${x.player}走向${side}角旗区，${x.team}的角球机会。`,
      (x) => `${x.team}在${side}赢得角球，${x.player}准备发出。`,
      (x) => `${side}角球，${x.player}将球摆好，${x.opponent}禁区内严阵以待。`,
    ],
    c,
  );
}

/** A free kick in the attacking third. */
export function freeKickLine(c: CommentaryContext, where: string): string {
  return say(
    [
      (x) => `${x.team}在前场${where}获得任意球，${x.player}主罚。`,
      (x) => `${x.player}站到球前，${x.team}${where}任意球机会。`,
    ],
    c,
  );
}

/** An offside. */
export function offsideLine(c: CommentaryContext): string {
  return say(
    [
      (x) => `边裁举旗，${x.player}越位在先，${x.team}的进攻被吹停。`,
      (x) => `${x.player}处于越位位置，${x.opponent}获得间接任意球。`,
    ],
    c,
  );
}

/** A yellow card; `reason` is the Chinese reason label. */
export function yellowCardLine(c: CommentaryContext, reason: string): string {
  return say(
    [
      (x) => `黄牌！${x.team}的${x.player}因${reason}被裁判警告。`,
      (x) => `${x.player}${reason}，吃到本场比赛的一张黄牌。`,
      (x) => `裁判向${x.player}出示黄牌（${reason}）。`,
    ],
    c,
  );
}

/** A straight red card. */
export function redCardLine(c: CommentaryContext, reason: string): string {
  return `红牌！${c.team}的${c.player}因${reason}被直接罚下，${c.team}只能以少打多。`;
}

/** A second yellow card. */
export function secondYellowLine(c: CommentaryContext): string {
  return `${c.player}再吃一张黄牌，两黄变一红被罚下场！`;
}

/** A shoot-out kick; `round` counts the kicks of the kicker's team; `other` is the goalkeeper who saved it. */
export function shootoutKickLine(
  c: CommentaryContext,
  round: number,
  scored: boolean,
  shootout: { home: number; away: number },
): string {
  const tally = `点球大战 ${c.home} ${shootout.home}-${shootout.away} ${c.away}`;
  if (scored) {
    return say(
      [
        (x) => `点球大战第${round}轮，${x.team}的${x.player}主罚命中！${tally}`,
        (x) => `${x.team}第${round}个点球，${x.player}一蹴而就！${tally}`,
      ],
      c,
    );
  }
  const how = c.other ? `被${c.other}扑出` : '没有罚进';
  return `点球大战第${round}轮，${c.team}的${c.player}的点球${how}！${tally}`;
}

/** A substitution: `player` comes on, `other` goes off. */
export function substitutionLine(c: CommentaryContext): string {
  return say(
    [
      (x) => `${x.team}换人：${x.player}替换${x.other}登场。`,
      (x) => `${x.team}做出调整，${x.other}下场，${x.player}上场。`,
      (x) => `${x.player}披挂上阵，换下${x.other}。`,
    ],
    c,
  );
}

/** A cross or through ball into the danger zone that came to nothing. */
export function dangerousAttackLine(
  c: CommentaryContext,
  where: string,
  kind: 'cross' | 'through',
): string {
  if (kind === 'through') return `${c.player}送出一脚直塞，${c.team}在${where}形成威胁。`;
  return say(
    [
      (x) => `${x.player}${where}传中，${x.opponent}防线解围。`,
      (x) => `${x.team}${where}展开进攻，${x.player}送出传中。`,
    ],
    c,
  );
}

/** Short texts of the facts timeline. */
export const INCIDENT_TEXTS = {
  goal: (player: string, assist: string | null) => (assist ? `${player}（${assist}助攻）` : player),
  penalty: (player: string) => `${player}（点球）`,
  penaltyMissed: (player: string) => `${player}（点球未进）`,
  ownGoal: (player: string) => `${player}（乌龙球）`,
  card: (player: string, reason: string) => `${player}（${reason}）`,
  substitution: (playerIn: string, playerOut: string) => `${playerIn} 换下 ${playerOut}`,
  kickOff: '比赛开始',
  halfTime: (home: number, away: number) => `半场比分 ${home}-${away}`,
  fullTime: (home: number, away: number, penalties: readonly [number, number] | null = null) =>
    penalties
      ? `全场比分 ${home}-${away}（点球 ${penalties[0]}-${penalties[1]}）`
      : `全场比分 ${home}-${away}`,
  extraTimeEnd: (home: number, away: number) => `加时赛结束 ${home}-${away}`,
  shootoutKick: (player: string, scored: boolean, home: number, away: number) =>
    `${player}（${scored ? '罚进' : '罚失'}，点球大战 ${home}-${away}）`,
  shootoutEnd: (home: number, away: number) => `点球大战 ${home}-${away}`,
} as const;

/** Where an off-target shot went, from Wyscout's shot-end tags. */
export function missWhere(tags: readonly number[]): string {
  if (tags.some((tag) => tag >= 1217 && tag <= 1223)) return '击中门框';
  if (tags.some((tag) => tag >= 1214 && tag <= 1216)) return '高出横梁';
  if (tags.some((tag) => tag >= 1210 && tag <= 1213)) return '偏出立柱';
  return '';
}
