import { describe, expect, it } from 'vitest';
import { type BasketballAlertPage, basketballAlertsBetween, clockSeconds } from '../index';

const page = (
  status: number,
  period: number,
  clock: string,
  home: number,
  away: number,
): BasketballAlertPage => ({
  status_id: status,
  period,
  clock,
  home_team: { score: home },
  away_team: { score: away },
});
const PLAY = 2;
const BREAK = 3;

describe('basketballAlertsBetween', () => {
  it('tells the end of a quarter when the period ends in a break, or the next one is seen without it', () => {
    expect(
      basketballAlertsBetween(page(PLAY, 1, '0:03.1', 28, 25), page(BREAK, 1, '', 30, 25)),
    ).toEqual([{ kind: 'quarter_end', period: 1 }]);
    expect(
      basketballAlertsBetween(page(PLAY, 2, '0:01', 50, 52), page(PLAY, 3, '11:40', 50, 54)),
    ).toEqual([{ kind: 'quarter_end', period: 2 }]);
    expect(
      basketballAlertsBetween(page(BREAK, 1, '', 30, 25), page(PLAY, 2, '11:51', 30, 27)),
    ).toEqual([]);
  });

  it('tells a close game once, when the 4th quarter passes 2:00 with the teams within 5 points', () => {
    expect(
      basketballAlertsBetween(page(PLAY, 4, '2:05', 98, 94), page(PLAY, 4, '1:58', 98, 95)),
    ).toEqual([{ kind: 'close_game', period: 4 }]);
    expect(
      basketballAlertsBetween(page(PLAY, 4, '1:58', 98, 95), page(PLAY, 4, '1:40', 100, 95)),
    ).toEqual([]);
    expect(
      basketballAlertsBetween(page(PLAY, 4, '2:05', 104, 94), page(PLAY, 4, '1:58', 104, 95)),
    ).toEqual([]);
    expect(
      basketballAlertsBetween(page(PLAY, 3, '1:50', 70, 70), page(PLAY, 3, '1:30', 72, 70)),
    ).toEqual([]);
  });

  it('tells the end of regulation and the start of each overtime', () => {
    expect(
      basketballAlertsBetween(page(PLAY, 4, '0:00.4', 100, 100), page(BREAK, 4, '', 100, 100)),
    ).toEqual([{ kind: 'quarter_end', period: 4 }]);
    expect(
      basketballAlertsBetween(page(BREAK, 4, '', 100, 100), page(PLAY, 5, '4:51', 102, 100)),
    ).toEqual([{ kind: 'overtime', period: 5 }]);
  });

  it('says nothing when the replay went back', () => {
    expect(
      basketballAlertsBetween(page(PLAY, 3, '5:00', 70, 60), page(PLAY, 1, '11:00', 2, 0)),
    ).toEqual([]);
  });
});

describe('clockSeconds', () => {
  it('reads minutes and seconds, tenths included, and nothing else', () => {
    expect(clockSeconds('5:32')).toBe(332);
    expect(clockSeconds('0:04.2')).toBeCloseTo(4.2);
    expect(clockSeconds('')).toBeNull();
  });
});
