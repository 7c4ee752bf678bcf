import { describe, expect, it } from 'vitest';
import { pitchName } from '../pitch-name';

describe('pitchName', () => {
  it('keeps names that fit and shortens long given·surname names to the surname', () => {
    expect(pitchName('洛里斯')).toBe('洛里斯');
    expect(pitchName('卢卡斯·埃尔南德斯')).toBe('埃尔南德斯');
    expect(pitchName('C·罗纳尔多')).toBe('罗纳尔多');
    expect(pitchName('恩佐·佩雷斯', 6)).toBe('恩佐·佩雷斯');
  });

  it('leaves a long name without a separator for the stylesheet to cut', () => {
    expect(pitchName('布罗佐维奇布罗佐维奇')).toBe('布罗佐维奇布罗佐维奇');
    expect(pitchName('  梅西 ')).toBe('梅西');
  });
});
