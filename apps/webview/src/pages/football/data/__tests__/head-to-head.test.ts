import { describe, expect, it } from 'vitest';
import { headToHeadRecord, meetingWinner } from '../head-to-head';
import { CROATIA, FRANCE, recent } from './analysis-fixture';

// France's meetings with Croatia, seen from France (the home side of the match analysed).
const MEETINGS = [
  recent('a', '2018-07-15T15:00:00Z', FRANCE, 4, 2, CROATIA, FRANCE, 'win'),
  recent('b', '2011-03-29T19:00:00Z', FRANCE, 0, 0, CROATIA, FRANCE, 'draw'),
  recent('c', '2004-06-17T16:00:00Z', CROATIA, 2, 2, FRANCE, FRANCE, 'draw'),
  recent('d', '1999-06-09T19:00:00Z', CROATIA, 1, 0, FRANCE, FRANCE, 'lose'),
];

describe('headToHeadRecord', () => {
  it("counts wins, draws, losses and goals from the home team's side", () => {
    expect(headToHeadRecord(MEETINGS)).toEqual({
      played: 4,
      win: 1,
      draw: 2,
      lose: 1,
      scored: 6,
      conceded: 5,
    });
  });

  it('is all zeros when the teams never met', () => {
    expect(headToHeadRecord([])).toEqual({
      played: 0,
      win: 0,
      draw: 0,
      lose: 0,
      scored: 0,
      conceded: 0,
    });
  });
});

describe('meetingWinner', () => {
  it('names the side that scored more, or none for a draw', () => {
    expect(MEETINGS.map(meetingWinner)).toEqual(['home', null, null, 'home']);
    expect(
      meetingWinner(recent('e', '2018-06-21T18:00:00Z', CROATIA, 0, 3, FRANCE, FRANCE, 'win')),
    ).toBe('away');
  });
});
