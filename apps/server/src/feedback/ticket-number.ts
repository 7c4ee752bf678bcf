/**
 * The number of a feedback ticket **(kanqiu design)**: `FK`, its Beijing day, its serial padded to 6
 * digits (`FK20261122000042`). It is derived from the stored ticket, never stored.
 */
export function ticketNumber(day: string, id: number): string {
  return `FK${day.replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** The day and serial of a ticket number, or `null` when it is not one. */
export function readTicketNumber(ticketNo: string): { day: string; id: number } | null {
  const match = /^FK(\d{4})(\d{2})(\d{2})(\d{6,})$/.exec(ticketNo);
  if (!match) return null;
  const id = Number(match[4]);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return { day: `${match[1]}-${match[2]}-${match[3]}`, id };
}
