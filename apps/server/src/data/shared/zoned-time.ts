const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Milliseconds the zone is ahead of UTC at the UTC instant `utcMs`. */
function offsetAt(utcMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(utcMs))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - utcMs;
}

const noonOffsets = new Map<string, number>();

/**
 * The UTC ISO time (`2024-08-16T19:00:00.000Z`) of a local date (`YYYY-MM-DD`) and time (`HH:MM`)
 * in an IANA time zone, summer time included. The zone's offset is taken at noon of that day (and
 * cached per day): summer time switches in the small hours, when no match kicks off.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const midday = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12);
  const key = `${date}|${timeZone}`;
  let offset = noonOffsets.get(key);
  if (offset === undefined) {
    offset = offsetAt(midday, timeZone);
    noonOffsets.set(key, offset);
  }
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  return new Date(wall - offset).toISOString();
}

/** The UTC ISO time of a local date and time with a fixed offset in hours (`UTC+3` → 3). */
export function offsetToUtc(date: string, time: string, offsetHours: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  return new Date(wall - offsetHours * 3_600_000).toISOString();
}
