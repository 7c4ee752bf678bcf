import { beijingDate } from './match-date';

/** Where the Beijing date the reader closed the match advert on is kept. */
export const ADVERT_CLOSED_KEY = 'kanqiu.matchAdvertClosedOn';

/** Whether the reader closed the match advert earlier on this Beijing day, on this device. */
export function advertClosedToday(now = Date.now()): boolean {
  try {
    return (
      window.localStorage.getItem(ADVERT_CLOSED_KEY) === beijingDate(new Date(now).toISOString())
    );
  } catch {
    return false;
  }
}

/** Remembers that the reader closed the match advert today; a storage failure forgets it. */
export function rememberAdvertClosed(now = Date.now()): void {
  try {
    window.localStorage.setItem(ADVERT_CLOSED_KEY, beijingDate(new Date(now).toISOString()));
  } catch {
    // Private mode or a full store: the advert comes back on the next page, as before.
  }
}
