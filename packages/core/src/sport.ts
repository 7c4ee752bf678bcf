/** The two sports kanqiu covers. */
export type Sport = 'football' | 'basketball';

/** Every sport, in display order. */
export const SPORTS: readonly Sport[] = ['football', 'basketball'];

/** True when `value` names a sport kanqiu covers. */
export function isSport(value: unknown): value is Sport {
  return value === 'football' || value === 'basketball';
}
