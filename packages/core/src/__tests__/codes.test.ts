import { describe, expect, it } from 'vitest';
import {
  ApiCode,
  basketballPositionLabel,
  CARD_REASON_LABELS,
  cardReasonLabel,
  FOOTBALL_EVENT_LABELS,
  FootballEvent,
  footballEventKey,
  footballEventLabel,
  footballPositionLabel,
  isFootballEventCode,
  LiveMarker,
  liveMarkerLabel,
  MAX_CARD_REASON,
  UserCallCode,
} from '../index';

describe('football events', () => {
  it('covers codes 1–30 of the product except 14 and 20', () => {
    const codes = Object.values(FootballEvent).sort((a, b) => a - b);
    const expected = Array.from({ length: 30 }, (_, i) => i + 1).filter(
      (c) => c !== 14 && c !== 20,
    );
    expect(codes).toEqual(expected);
    expect(
      Object.keys(FOOTBALL_EVENT_LABELS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(expected);
  });

  it('labels codes in Chinese', () => {
    expect(footballEventLabel(1)).toBe('进球');
    expect(footballEventLabel(9)).toBe('换人');
    expect(footballEventLabel(15)).toBe('两黄变一红');
    expect(footballEventLabel(17)).toBe('乌龙球');
    expect(footballEventLabel(28)).toBe('VAR');
  });

  it('maps codes to keys and back', () => {
    expect(footballEventKey(3)).toBe('YellowCard');
    expect(FootballEvent.ShotOnTarget).toBe(21);
    expect(footballEventKey(14)).toBeUndefined();
  });

  it('answers 未知 for codes the product does not define', () => {
    for (const code of [0, 14, 20, 31, -1, 1.5, Number.NaN]) {
      expect(isFootballEventCode(code)).toBe(false);
      expect(footballEventLabel(code)).toBe('未知');
    }
  });
});

describe('live markers', () => {
  it('labels the four markers', () => {
    expect(liveMarkerLabel(LiveMarker.TextLiveStart)).toBe('文字直播开始');
    expect(liveMarkerLabel(10)).toBe('比赛开始');
    expect(liveMarkerLabel(11)).toBe('中场休息');
    expect(liveMarkerLabel(12)).toBe('比赛结束');
    expect(liveMarkerLabel(5)).toBe('未知');
  });
});

describe('card reasons', () => {
  it('has a distinct Chinese label for every code 0–37', () => {
    expect(CARD_REASON_LABELS).toHaveLength(MAX_CARD_REASON + 1);
    expect(new Set(CARD_REASON_LABELS).size).toBe(CARD_REASON_LABELS.length);
    expect(cardReasonLabel(0)).toBe('未知');
    expect(cardReasonLabel(4)).toBe('手球');
    expect(cardReasonLabel(13)).toBe('吐口水');
    expect(cardReasonLabel(37)).toBe('其他');
  });

  it('answers 未知 outside 0–37', () => {
    expect(cardReasonLabel(38)).toBe('未知');
    expect(cardReasonLabel(-1)).toBe('未知');
    expect(cardReasonLabel(2.5)).toBe('未知');
  });
});

describe('positions', () => {
  it('labels football positions', () => {
    expect(['F', 'M', 'D', 'G'].map((p) => footballPositionLabel(p))).toEqual([
      '前锋',
      '中场',
      '后卫',
      '守门员',
    ]);
  });

  it('labels basketball positions', () => {
    expect(['C', 'SF', 'PF', 'SG', 'PG', 'F', 'G'].map((p) => basketballPositionLabel(p))).toEqual([
      '中锋',
      '小前锋',
      '大前锋',
      '得分后卫',
      '控球后卫',
      '前锋',
      '后卫',
    ]);
  });

  it('shows 未知 for an unknown position', () => {
    expect(footballPositionLabel('X')).toBe('未知');
    expect(footballPositionLabel('PG')).toBe('未知');
    expect(basketballPositionLabel('M')).toBe('未知');
    expect(basketballPositionLabel(null)).toBe('未知');
    expect(footballPositionLabel('toString')).toBe('未知');
  });
});

describe('business codes', () => {
  it('give each code one name', () => {
    const codes = Object.values(ApiCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('name the user call codes as the whole table does', () => {
    for (const [name, code] of Object.entries(UserCallCode)) {
      expect(ApiCode[name as keyof typeof ApiCode]).toBe(code);
    }
  });
});
