/**
 * The card reason code (`docs/contract.md` §3) of the Wyscout foul an event describes. The Wyscout
 * foul kinds are coarser than the reason list, so each maps to the nearest reason.
 */
const REASON_BY_FOUL: Readonly<Record<string, number>> = {
  Foul: 1,
  'Hand foul': 4,
  'Violent Foul': 5,
  'Out of game foul': 16,
  'Late card foul': 1,
  'Time lost foul': 7,
  Protest: 9,
  Simulation: 17,
};

/** Reason code of a card given on a Wyscout event; 0 (unknown) when the event is not a foul. */
export function cardReason(eventName: string, subEventName: string): number {
  if (eventName !== 'Foul') return 0;
  return REASON_BY_FOUL[subEventName] ?? 0;
}
