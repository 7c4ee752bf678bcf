import { describe, expect, it } from 'vitest';
import {
  basketballReturnRate,
  isBackwardsUpdate,
  isNewerUpdate,
  parseBasketballTextLive,
  roundHalfUp,
} from '../index';

/** The counterexamples the property tests found, kept as plain cases so they never come back. */
describe('inputs the property tests found', () => {
  it('rounds values whose decimal form has an exponent', () => {
    expect(roundHalfUp(5.56268464626801e-309, 4)).toBe(0);
    expect(roundHalfUp(1.298074214633707e33, 4)).toBe(1.29807421463371e33);
    expect(basketballReturnRate(5.56268464626801e-309, 6.68056120002991e-294)).toBe(0);
    expect(Number.isFinite(basketballReturnRate(99999999999999950, 1.298074214633707e33))).toBe(
      true,
    );
    expect(roundHalfUp(1.7978729221545304e304, 4)).toBe(1.79787292215453e304);
  });

  it('does not read an array or a boolean as an up_time', () => {
    expect(isNewerUpdate([1] as never, 0)).toBe(false);
    expect(isNewerUpdate(true as never, 0)).toBe(false);
  });

  it('does not read an inherited name as a team code', () => {
    expect(parseBasketballTextLive('!^valueOf^3-2^1^1')).toBeNull();
    expect(parseBasketballTextLive('!^__proto__^3-2^1^1')).toBeNull();
  });

  it('does not throw on a status that cannot become a number', () => {
    const odd = { status_id: Object.create(null) };
    expect(isBackwardsUpdate(odd, odd)).toBe(false);
  });
});
