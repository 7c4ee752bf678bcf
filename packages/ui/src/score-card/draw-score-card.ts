import { SCORE_CARD_TEXT as T } from '../texts/score-card-text';
import { type ScoreCardData, type ScoreCardLine, scoreText, visibleLines } from './score-card-data';

/** The card's drawing size in CSS pixels (3:4, a shape every chat app shows whole). */
export const SCORE_CARD_WIDTH = 720;
export const SCORE_CARD_HEIGHT = 960;

/**
 * The dark theme's colours (`theme.css`) as the canvas needs them: a canvas cannot read CSS
 * variables, and a shared image must look the same whatever page drew it.
 */
export const SCORE_CARD_COLORS = {
  bg: '#0d0f13',
  surface: '#161a20',
  border: '#272d37',
  text: '#eef1f6',
  weak: '#99a1ae',
  weaker: '#7b8492',
  live: '#ff5a5f',
  home: '#ff8a4c',
  away: '#4c94ff',
  mark: '#2bd17e',
  markBg: '#0f1115',
} as const;

const FONT = '"PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", sans-serif';
const C = SCORE_CARD_COLORS;
const W = SCORE_CARD_WIDTH;
const MID = W / 2;
const INSET = 24;
const PAD = 72;
const TEAM_X = { home: 150, away: W - 150 } as const;
const TEAM_NAME_MAX = 190;
/** The score's room between the names, and its largest and smallest type. */
const SCORE_MAX_WIDTH = 230;
const SCORE_SIZE = 84;
const SCORE_MIN_SIZE = 52;
const LINE_NAME_MAX = 200;
const LINES_TOP = 560;
const LINE_HEIGHT = 52;
const GAP = 10;

/** The canvas calls the card uses; a real `CanvasRenderingContext2D` fits it. */
export type ScoreCardContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'roundRect'
  | 'fill'
  | 'stroke'
>;

function font(size: number, bold = false): string {
  return `${bold ? '600 ' : ''}${size}px ${FONT}`;
}

/** `text` cut with an ellipsis to fit `max` pixels in the current font. */
function ellipsize(ctx: ScoreCardContext, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function text(
  ctx: ScoreCardContext,
  value: string,
  x: number,
  y: number,
  style: { size: number; color: string; bold?: boolean; align?: CanvasTextAlign; max?: number },
): number {
  ctx.font = font(style.size, style.bold);
  ctx.fillStyle = style.color;
  ctx.textAlign = style.align ?? 'left';
  const shown = style.max === undefined ? value : ellipsize(ctx, value, style.max);
  ctx.fillText(shown, x, y);
  return ctx.measureText(shown).width;
}

/** The kanqiu mark (the app icon: a ball's outline crossed) and its name, top left. */
function drawMark(ctx: ScoreCardContext, x: number, y: number) {
  const size = 52;
  ctx.fillStyle = C.markBg;
  ctx.beginPath();
  ctx.roundRect(x, y, size, size, 12);
  ctx.fill();
  ctx.strokeStyle = C.mark;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.arc(x + size / 2, y + size / 2, 16, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(x + size / 2, y + 10);
  ctx.lineTo(x + size / 2, y + size - 10);
  ctx.moveTo(x + 10, y + size / 2);
  ctx.lineTo(x + size - 10, y + size / 2);
  ctx.stroke();
  const brand = text(ctx, T.brand, x + size + 14, y + 36, { size: 30, color: C.text, bold: true });
  text(ctx, T.brandLatin, x + size + 14 + brand + GAP, y + 36, { size: 20, color: C.weak });
}

function drawTeam(ctx: ScoreCardContext, side: 'home' | 'away', name: string) {
  const x = TEAM_X[side];
  text(ctx, name, x, 330, {
    size: 36,
    color: C.text,
    bold: true,
    align: 'center',
    max: TEAM_NAME_MAX,
  });
  ctx.fillStyle = C[side];
  ctx.beginPath();
  ctx.roundRect(x - 32, 356, 64, 6, 3);
  ctx.fill();
}

function drawLine(ctx: ScoreCardContext, side: 'home' | 'away', line: ScoreCardLine, y: number) {
  if (side === 'home') {
    const width = text(ctx, line.name, PAD, y, { size: 28, color: C.text, max: LINE_NAME_MAX });
    text(ctx, line.detail, PAD + width + GAP, y, { size: 26, color: C.weak });
    return;
  }
  const detail = text(ctx, line.detail, W - PAD, y, { size: 26, color: C.weak, align: 'right' });
  text(ctx, line.name, W - PAD - detail - (detail > 0 ? GAP : 0), y, {
    size: 28,
    color: C.text,
    align: 'right',
    max: LINE_NAME_MAX,
  });
}

/**
 * Draws the score card at {@link SCORE_CARD_WIDTH} × {@link SCORE_CARD_HEIGHT} (scale the context
 * first for a sharper image): the kanqiu mark and the competition, the teams and the score, the
 * minute or status (red while in play), the kick-off, then each side's goals with their minutes (a
 * basketball card: each side's top scorers with their points), on the app's dark theme.
 */
export function drawScoreCard(ctx: ScoreCardContext, data: ScoreCardData): void {
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = C.bg;
  ctx.fillRect(0, 0, W, SCORE_CARD_HEIGHT);
  ctx.fillStyle = C.surface;
  ctx.beginPath();
  ctx.roundRect(INSET, INSET, W - INSET * 2, SCORE_CARD_HEIGHT - INSET * 2, 28);
  ctx.fill();

  drawMark(ctx, 56, 56);
  text(ctx, data.competition, W - 56, 92, {
    size: 22,
    color: C.weak,
    align: 'right',
    max: 300,
  });
  ctx.fillStyle = C.border;
  ctx.fillRect(56, 140, W - 112, 2);

  drawTeam(ctx, 'home', data.home.name);
  drawTeam(ctx, 'away', data.away.name);
  const score = scoreText(data);
  let size = SCORE_SIZE;
  ctx.font = font(size, true);
  while (size > SCORE_MIN_SIZE && ctx.measureText(score).width > SCORE_MAX_WIDTH) {
    size -= 4;
    ctx.font = font(size, true);
  }
  text(ctx, score, MID, 340, { size, color: C.text, bold: true, align: 'center' });
  text(ctx, data.status, MID, 410, {
    size: 28,
    color: data.live ? C.live : C.weak,
    bold: data.live,
    align: 'center',
    max: 200,
  });
  if (data.date) text(ctx, data.date, MID, 452, { size: 22, color: C.weaker, align: 'center' });

  const home = visibleLines(data.lines.home);
  const away = visibleLines(data.lines.away);
  const started = data.home.score !== null && data.away.score !== null;
  if (data.sport === 'basketball' && home.length + away.length > 0) {
    text(ctx, T.basketballLeaders, MID, 498, { size: 22, color: C.weaker, align: 'center' });
  }
  if (home.length + away.length === 0) {
    if (started)
      text(ctx, T.noScorers, MID, LINES_TOP + 40, { size: 24, color: C.weaker, align: 'center' });
  } else {
    ctx.fillStyle = C.border;
    ctx.fillRect(MID - 1, LINES_TOP - 30, 2, LINE_HEIGHT * Math.max(home.length, away.length));
    for (const [index, line] of home.entries()) {
      drawLine(ctx, 'home', line, LINES_TOP + index * LINE_HEIGHT);
    }
    for (const [index, line] of away.entries()) {
      drawLine(ctx, 'away', line, LINES_TOP + index * LINE_HEIGHT);
    }
  }

  text(ctx, T.footer, MID, SCORE_CARD_HEIGHT - 56, { size: 20, color: C.weaker, align: 'center' });
}
