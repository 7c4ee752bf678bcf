import { describe, expect, it } from 'vitest';
import { isCompactPitch, type PitchSpot, pitchSpots, rowDepth } from '../pitch-layout';
import { eleven, player } from './lineup-fixtures';

function spotOf(spots: PitchSpot[], id: string): PitchSpot {
  const spot = spots.find((s) => s.player.id === id);
  if (!spot) throw new Error(`no spot for ${id}`);
  return spot;
}

describe('pitchSpots', () => {
  it('puts the home goalkeeper at the bottom centre and the defence from the team’s left to right', () => {
    const spots = pitchSpots(eleven([1, 4, 3, 3]), 'home');
    expect(spotOf(spots, 'r0s0')).toMatchObject({ x: 50, y: 94, row: 0, slot: 0, rowSize: 1 });
    expect(spots.filter((s) => s.row === 1).map((s) => [s.player.id, s.x, s.y])).toEqual(
      expect.arrayContaining([
        ['r1s0', 12.5, 83],
        ['r1s1', 37.5, 83],
        ['r1s2', 62.5, 83],
        ['r1s3', 87.5, 83],
      ]),
    );
    // The attack stands highest, still in the home half.
    expect(spotOf(spots, 'r3s1')).toMatchObject({ x: 50, y: 56.5 });
    expect(spotOf(spots, 'r2s0')).toMatchObject({ x: 25, y: 69.75 });
  });

  it('mirrors the away team into the top half: its own left is the screen’s right', () => {
    const spots = pitchSpots(eleven([1, 4, 3, 3]), 'away');
    expect(spotOf(spots, 'r0s0')).toMatchObject({ x: 50, y: 6 });
    expect(spotOf(spots, 'r1s0')).toMatchObject({ x: 87.5, y: 17 });
    expect(spotOf(spots, 'r1s3')).toMatchObject({ x: 12.5, y: 17 });
    expect(spotOf(spots, 'r3s2')).toMatchObject({ x: 25, y: 43.5 });
  });

  it('keeps each team in its own half', () => {
    for (const shape of [
      [1, 4, 4, 2],
      [1, 5, 3, 2],
      [1, 4, 2, 3, 1],
      [1, 3, 4, 2, 1],
    ]) {
      expect(pitchSpots(eleven(shape), 'home').every((s) => s.y > 50 && s.y < 100)).toBe(true);
      expect(pitchSpots(eleven(shape), 'away').every((s) => s.y > 0 && s.y < 50)).toBe(true);
    }
  });

  it('spreads a back five across the width and keeps a pair of strikers central', () => {
    const spots = pitchSpots(eleven([1, 5, 3, 2]), 'home');
    expect(
      spots
        .filter((s) => s.row === 1)
        .map((s) => s.x)
        .sort((a, b) => a - b),
    ).toEqual([10, 30, 50, 70, 90]);
    expect(spots.filter((s) => s.row === 1).every((s) => s.span === 20)).toBe(true);
    expect(
      spots
        .filter((s) => s.row === 3)
        .map((s) => s.x)
        .sort((a, b) => a - b),
    ).toEqual([37.5, 62.5]);
  });

  it('gives every player of a row a width that does not reach his neighbour', () => {
    for (const shape of [
      [1, 4, 3, 3],
      [1, 5, 4, 1],
      [1, 4, 1, 4, 1],
    ]) {
      const spots = pitchSpots(eleven(shape), 'home');
      for (const row of new Set(spots.map((s) => s.row))) {
        const xs = spots
          .filter((s) => s.row === row)
          .map((s) => s.x)
          .sort((a, b) => a - b);
        const span = spots.find((s) => s.row === row)?.span ?? 0;
        for (let i = 1; i < xs.length; i++) {
          expect((xs[i] ?? 0) - (xs[i - 1] ?? 0)).toBeGreaterThanOrEqual(span - 0.01);
        }
      }
    }
  });

  it('renumbers rows and slots with gaps, so no two players share a spot', () => {
    const starters = [
      player({ id: 'g', position: 'G', row: 0, slot: 4 }),
      player({ id: 'a', position: 'D', row: 2, slot: 7 }),
      player({ id: 'b', position: 'D', row: 2, slot: 3 }),
      player({ id: 'c', position: 'F', row: 5, slot: 1 }),
    ];
    const spots = pitchSpots(starters, 'home');
    expect(spots.map((s) => [s.player.id, s.row, s.slot])).toEqual(
      expect.arrayContaining([
        ['g', 0, 0],
        ['b', 1, 0],
        ['a', 1, 1],
        ['c', 2, 0],
      ]),
    );
  });

  it('places by position, ordered by mean width, when the payload gives no formation places', () => {
    const starters = [
      player({ id: 'rb', position: 'D', y: 85 }),
      player({ id: 'gk', position: 'G', y: 50 }),
      player({ id: 'lb', position: 'D', y: 12 }),
      player({ id: 'st', position: 'F', y: 48 }),
      player({ id: 'cm', position: 'M', row: 2, slot: 0, y: 50 }),
    ];
    const spots = pitchSpots(starters, 'home');
    expect(spotOf(spots, 'gk')).toMatchObject({ row: 0, x: 50 });
    expect(spotOf(spots, 'lb')).toMatchObject({ row: 1, slot: 0, x: 37.5 });
    expect(spotOf(spots, 'rb')).toMatchObject({ row: 1, slot: 1, x: 62.5 });
    expect(spotOf(spots, 'cm').row).toBe(2);
    expect(spotOf(spots, 'st').row).toBe(3);
  });

  it('treats every row as an outfield row when the eleven has no goalkeeper', () => {
    const spots = pitchSpots(
      [
        player({ id: 'd', position: 'D', row: 1, slot: 0 }),
        player({ id: 'f', position: 'F', row: 2, slot: 0 }),
      ],
      'home',
    );
    expect(spotOf(spots, 'd').row).toBe(1);
    expect(spotOf(spots, 'd').y).toBe(83);
    expect(spotOf(spots, 'f').y).toBe(56.5);
  });

  it('returns nothing for an empty eleven', () => {
    expect(pitchSpots([], 'away')).toEqual([]);
  });
});

describe('rowDepth', () => {
  it('puts a single outfield row midway between the defence line and the front line', () => {
    expect(rowDepth(1, 2)).toBeCloseTo(0.3025, 6);
  });
});

describe('isCompactPitch', () => {
  it('is compact only when a team has four outfield rows or more', () => {
    const flat = pitchSpots(eleven([1, 4, 3, 3]), 'home');
    const deep = pitchSpots(eleven([1, 4, 2, 3, 1]), 'away');
    expect(isCompactPitch(flat, flat)).toBe(false);
    expect(isCompactPitch(flat, deep)).toBe(true);
  });
});
