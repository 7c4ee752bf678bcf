import { FlashValue } from '@kanqiu/ui';
import type { Move } from './odds-format';
import { ODDS_TEXT } from './odds-texts';

/**
 * One value of an odds table: its text, flashing briefly when it changes on a push, with a red ↑ or
 * a green ↓ when it moved (the Chinese colours of a rise and a fall).
 */
export function OddsValue({
  value,
  text,
  moved = null,
}: {
  /** What is compared between pushes. */
  value: number | string;
  text: string;
  moved?: Move;
}) {
  return (
    <FlashValue value={value}>
      <span className="odds-value" data-move={moved ?? undefined}>
        {text}
        {moved ? (
          <span
            className="odds-value__mark"
            role="img"
            aria-label={moved === 'up' ? ODDS_TEXT.rise : ODDS_TEXT.fall}
          >
            {moved === 'up' ? '↑' : '↓'}
          </span>
        ) : null}
      </span>
    </FlashValue>
  );
}
