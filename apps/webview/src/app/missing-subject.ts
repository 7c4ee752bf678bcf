/** What a page is about, when the server says it does not exist (code 4004). */
export type MissingSubject = 'match' | 'team' | 'player';

/** The missing subject of one location of the app (its hash: path and query). */
export interface MissingAt {
  location: string;
  subject: MissingSubject;
}

/**
 * The subject of a call, read from the ids in its body: a player, else a team; `null` otherwise. A
 * call about a known match may answer 4004 for a part the match's source lacks (its statistics, its
 * shot chart): that is a failure of that part, so a match is missing only when its scene is (the
 * live socket's subscribe, the match snapshot).
 */
export function callSubject(body: unknown): MissingSubject | null {
  if (typeof body !== 'object' || body === null) return null;
  if ('player_id' in body) return 'player';
  if ('team_id' in body) return 'team';
  return null;
}

/**
 * The server said the match, team or player the page on screen is about does not exist. The route
 * view shows "比赛不存在" and the like in the page's frame instead of the page, at once: asking
 * again cannot help, so nothing retries.
 */
export class MissingSubjects {
  readonly #listeners = new Set<() => void>();
  #current: MissingAt | null = null;

  /** Records that the subject of the page at `location` does not exist. */
  report(subject: MissingSubject, location = currentLocation()): void {
    if (this.#current?.location === location && this.#current.subject === subject) return;
    // The first report of a location wins: a team page's match may exist while its team does not.
    if (this.#current?.location === location) return;
    this.#current = { location, subject };
    for (const listener of this.#listeners) listener();
  }

  /** The last report, whatever its location; the reader compares it with the location it shows. */
  readonly current = (): MissingAt | null => this.#current;

  /** Calls `listener` on every new report; returns the function that stops it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };
}

/** The app's location: its hash, which holds the path and the query (hash routing). */
export function currentLocation(): string {
  return typeof location === 'undefined' ? '' : location.hash;
}
