import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawScoreCard, SCORE_CARD_COLORS, type ScoreCardContext } from './draw-score-card';
import { ScoreCard } from './score-card';
import { type ScoreCardData, scoreCardText, visibleLines } from './score-card-data';
import { FINAL_CARD, NBA_CARD } from './score-card-fixtures';

interface Drawn {
  text: string;
  color: string;
}

/** A 2D context that records each text it is asked to draw, every character as wide as the font size. */
function recordingContext() {
  const drawn: Drawn[] = [];
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '10px sans-serif',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    fillRect() {},
    beginPath() {},
    moveTo() {},
    lineTo() {},
    arc() {},
    roundRect() {},
    fill() {},
    stroke() {},
    measureText(value: string) {
      const size = Number(/(\d+)px/.exec(this.font)?.[1] ?? 10);
      return { width: [...value].length * size } as TextMetrics;
    },
    fillText(value: string) {
      drawn.push({ text: value, color: String(this.fillStyle) });
    },
  };
  return { ctx: ctx as unknown as ScoreCardContext, drawn };
}

function drawnTexts(data: ScoreCardData): Drawn[] {
  const { ctx, drawn } = recordingContext();
  drawScoreCard(ctx, data);
  return drawn;
}

describe('drawScoreCard', () => {
  it('draws the mark, competition, teams, score, status and every goal with its minute', () => {
    const texts = drawnTexts(FINAL_CARD).map((entry) => entry.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        '看球',
        'kanqiu',
        '2018世界杯 决赛',
        '法国',
        '克罗地亚',
        '4 - 2',
        '完场',
        '2018-07-15 23:00',
        '姆巴佩',
        "65'",
        '曼朱基奇',
        "18' 乌龙",
        "69'",
      ]),
    );
  });

  it('draws the minute of a match in play in the live colour', () => {
    const drawn = drawnTexts({ ...FINAL_CARD, status: "66'", live: true });
    expect(drawn.find((entry) => entry.text === "66'")?.color).toBe(SCORE_CARD_COLORS.live);
    const over = drawnTexts(FINAL_CARD);
    expect(over.find((entry) => entry.text === '完场')?.color).toBe(SCORE_CARD_COLORS.weak);
  });

  it('says VS before kick-off, and no goals only for a goalless match that was played', () => {
    const none = { home: [], away: [] };
    const before = drawnTexts({
      ...FINAL_CARD,
      home: { name: '法国', score: null },
      away: { name: '克罗地亚', score: null },
      status: '未开赛',
      lines: none,
    }).map((entry) => entry.text);
    expect(before).toContain('VS');
    expect(before).not.toContain('暂无进球');
    const goalless = drawnTexts({
      ...FINAL_CARD,
      home: { name: '丹麦', score: 0 },
      away: { name: '法国', score: 0 },
      lines: none,
    }).map((entry) => entry.text);
    expect(goalless).toContain('0 - 0');
    expect(goalless).toContain('暂无进球');
  });

  it('cuts a long name with an ellipsis to its room', () => {
    const texts = drawnTexts({
      ...FINAL_CARD,
      home: { name: '波斯尼亚和黑塞哥维那国家队', score: 1 },
    }).map((entry) => entry.text);
    // 36 px a character in the recording context: 190 px holds four characters and the ellipsis.
    expect(texts).toContain('波斯尼亚…');
  });

  it("heads a basketball card's lines with its top scorers", () => {
    const texts = drawnTexts(NBA_CARD).map((entry) => entry.text);
    expect(texts).toEqual(expect.arrayContaining(['得分最多', '107 - 89', '东契奇', '30分']));
  });
});

describe('score card data', () => {
  it('keeps six lines a side, the last saying how many more', () => {
    const seven = Array.from({ length: 7 }, (_, index) => ({
      name: `球员${index}`,
      detail: `${index}'`,
    }));
    const shown = visibleLines(seven);
    expect(shown).toHaveLength(6);
    expect(shown[5]).toEqual({ name: '等另 2 项', detail: '' });
    expect(visibleLines(seven.slice(0, 6))).toHaveLength(6);
  });

  it('says the card in words', () => {
    expect(scoreCardText(FINAL_CARD)).toBe(
      "2018世界杯 决赛 法国 4 - 2 克罗地亚，完场；法国：曼朱基奇 18' 乌龙、格列兹曼 38' 点球、博格巴 59'、姆巴佩 65'；克罗地亚：佩里西奇 28'、曼朱基奇 69'",
    );
  });
});

describe('ScoreCard', () => {
  it('is an image named by the card in words', () => {
    render(<ScoreCard data={FINAL_CARD} pixelRatio={2} />);
    const image = screen.getByRole('img', {
      name: /^比分卡片：2018世界杯 决赛 法国 4 - 2 克罗地亚/,
    });
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('height', '1920');
  });
});
