import type { RefObject } from 'react';
import './held-slot.css';

/**
 * The fixed-height slot above a newest-first list whose new entries wait while its top is in view
 * (`useHeldLines`): it says how many wait and shows the newest, and draws them when tapped; with
 * nothing waiting it shows `idle`. Its height never changes, so nothing below it moves.
 */
export function HeldSlot({
  slotRef,
  count,
  newest,
  idle,
  onRelease,
}: {
  /** Watched by `useHeldLines`: while it is in view, new entries wait. */
  slotRef: RefObject<HTMLDivElement | null>;
  /** How many entries wait, in words (`3 条新直播`). */
  count: string;
  /** The newest waiting entry as one line of text; null when none waits. */
  newest: string | null;
  idle: string;
  onRelease: () => void;
}) {
  return (
    <div className="held-slot" ref={slotRef} aria-live="polite">
      {newest !== null ? (
        <button type="button" className="held-slot__button" onClick={onRelease}>
          <span className="held-slot__count">{count}</span>
          <span className="held-slot__text">{newest}</span>
        </button>
      ) : (
        <span className="held-slot__idle">{idle}</span>
      )}
    </div>
  );
}
