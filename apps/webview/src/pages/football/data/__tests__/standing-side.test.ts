import { describe, expect, it } from 'vitest';
import { standingSide } from '../standing-side';
import { finalAnalysis } from './analysis-fixture';

describe('standingSide', () => {
  const analysis = finalAnalysis();

  it('finds the side of a highlighted row by code when the ids come from another source', () => {
    expect(
      standingSide({ team: { id: 'FRA', name: '法国', code: 'FRA' }, highlight: true }, analysis),
    ).toBe('home');
    expect(
      standingSide(
        { team: { id: 'CRO', name: '克罗地亚', code: 'CRO' }, highlight: true },
        analysis,
      ),
    ).toBe('away');
  });

  it('finds it by id too', () => {
    expect(
      standingSide({ team: { id: '9598', name: '克罗地亚', code: '' }, highlight: true }, analysis),
    ).toBe('away');
  });

  it('gives no side to rows the server did not highlight, or to other teams', () => {
    expect(
      standingSide({ team: { id: 'FRA', name: '法国', code: 'FRA' }, highlight: false }, analysis),
    ).toBeNull();
    expect(
      standingSide({ team: { id: 'DEN', name: '丹麦', code: 'DEN' }, highlight: true }, analysis),
    ).toBeNull();
  });
});
