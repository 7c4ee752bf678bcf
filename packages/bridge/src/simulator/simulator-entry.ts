/** Which way a logged call went: page to host, host to page, or a note of the simulator. */
export type SimulatorDirection = 'to-host' | 'to-page' | 'note';

/** One line of the simulator's log. */
export interface SimulatorEntry {
  direction: SimulatorDirection;
  /** The call as code (`android.getMatchId("3875")`), or the note. Shown as text, never as HTML. */
  text: string;
  /** `Date.now()` when it happened. */
  time: number;
}

/** Entries kept in the log; older ones are dropped. */
export const SIMULATOR_LOG_LIMIT = 200;

/** Characters of one entry shown; the rest is cut with an ellipsis so a huge argument stays usable. */
export const SIMULATOR_TEXT_LIMIT = 500;

/** One argument as JavaScript source: strings quoted and escaped, objects as JSON. */
function formatArgument(value: unknown): string {
  if (value === undefined) return 'undefined';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A call as it would be written in JavaScript: `target(arg1, arg2)`, cut to the text limit. */
export function formatCall(target: string, args: readonly unknown[]): string {
  const text = `${target}(${args.map(formatArgument).join(', ')})`;
  return text.length > SIMULATOR_TEXT_LIMIT ? `${text.slice(0, SIMULATOR_TEXT_LIMIT)}…` : text;
}
