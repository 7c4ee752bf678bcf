import type { MatchFilter } from './match-groups';

/** Where the device keeps the fan's sport tab and competition filter of the home page. */
export const HOME_CHOICE_KEY = 'kanqiu.home.choice';
/** Longest competition key kept; anything longer is not one of ours. */
const MAX_KEY_LENGTH = 40;
const SPORTS: readonly MatchFilter['sport'][] = ['all', 'football', 'basketball'];

/** Every match, the first visit's choice. */
export const NO_CHOICE: MatchFilter = { sport: 'all', competition: 'all' };

/** The choice kept on this device; anything unreadable counts as none. */
export function readHomeChoice(): MatchFilter {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(HOME_CHOICE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return NO_CHOICE;
    const { sport, competition } = value as Record<string, unknown>;
    return {
      sport: SPORTS.find((item) => item === sport) ?? 'all',
      competition:
        typeof competition === 'string' &&
        competition !== '' &&
        competition.length <= MAX_KEY_LENGTH
          ? competition
          : 'all',
    };
  } catch {
    return NO_CHOICE;
  }
}

/** Keeps the choice for the next visit (a forbidden or full storage keeps it for this one only). */
export function saveHomeChoice(choice: MatchFilter): void {
  try {
    window.localStorage.setItem(HOME_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // The choice still holds for this visit.
  }
}
