import { ResultChip } from '../match-data-board/board-parts';
import type { MatchResult } from '../match-data-board/match-result';
import { UI_TEXT } from '../texts/ui-text';
import './points-table.css';

const T = UI_TEXT.pointsTable;

/** Props of {@link FormChips}. */
export interface FormChipsProps {
  /** The last results, oldest first (the newest on the right, as tables print form). */
  results: readonly MatchResult[];
  /** Shown when there is no result yet. @default '-' */
  empty?: string;
  className?: string;
}

/** A team's form as a row of small 胜 / 平 / 负 chips, oldest first, with a spoken summary. */
export function FormChips({ results, empty = '-', className }: FormChipsProps) {
  if (results.length === 0) {
    return <span className={['kq-form', className].filter(Boolean).join(' ')}>{empty}</span>;
  }
  return (
    <span
      className={['kq-form', className].filter(Boolean).join(' ')}
      role="img"
      aria-label={T.formLabel(results.map((result) => UI_TEXT.matchDataBoard[result]).join(''))}
    >
      {results.map((result, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: results are fixed positions in time
        <ResultChip key={index} result={result} className="kq-form__chip" />
      ))}
    </span>
  );
}
