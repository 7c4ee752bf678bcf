/** Where the device keeps the matches the fan asked to be reminded of. */
export const REMINDERS_STORAGE_KEY = 'kanqiu.reminders';

/** Matches remembered at most; the oldest are forgotten first. */
export const REMINDERS_KEPT = 100;

/** Minutes before kick-off the reminder fires. */
export const REMINDER_LEAD_MINUTES = 15;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The match ids with a reminder, oldest first; nothing readable counts as none. */
export function remindedMatches(store: Storage | null = storage()): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(REMINDERS_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers (or forgets) that a match has a reminder, keeping the newest {@link REMINDERS_KEPT}. */
export function rememberReminder(
  matchId: string,
  on: boolean,
  store: Storage | null = storage(),
): void {
  const rest = remindedMatches(store).filter((id) => id !== matchId);
  const next = on ? [...rest, matchId].slice(-REMINDERS_KEPT) : rest;
  try {
    store?.setItem(REMINDERS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or refused storage only loses the 已提醒 mark; the host keeps the reminder.
  }
}
