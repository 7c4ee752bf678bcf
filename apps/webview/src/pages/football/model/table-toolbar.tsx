import type { TableRow } from '@kanqiu/ui';
import { MODEL_TEXT } from '../../../model/model-texts';
import { type PickRow, type PickTally, tallyPicks } from '../../../model/pick-rows';
import { TABLE_TEXT } from './model-table-texts';

function TallyLine({ label, tally }: { label: string; tally: PickTally }) {
  return (
    <p className="pick-tally__line">
      <span className="pick-tally__label">{label}</span>
      <span>{TABLE_TEXT.tally(tally.win, tally.lose, tally.pending)}</span>
      <b className="pick-tally__rate">
        {tally.hitRate === null
          ? TABLE_TEXT.noSettled
          : TABLE_TEXT.hitRate(MODEL_TEXT.percent(tally.hitRate))}
      </b>
    </p>
  );
}

/** Props of {@link TableToolbar}. */
export interface TableToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  days: number;
  first: string | undefined;
  last: string | undefined;
  /** The rows shown (after the search). */
  rows: readonly PickRow[];
  selected: readonly TableRow<PickRow>[];
}

/**
 * Above the model table: the days it covers, a search by team or competition, and the tally of
 * every row shown beside the tally of the selected rows, to compare their hit rates.
 */
export function TableToolbar({
  search,
  onSearch,
  days,
  first,
  last,
  rows,
  selected,
}: TableToolbarProps) {
  return (
    <section className="pick-tally" aria-live="polite">
      {first && last ? (
        <p className="pick-tally__range">
          {TABLE_TEXT.range(days, first, last)} · {TABLE_TEXT.rows(rows.length)}
        </p>
      ) : null}
      <label className="pick-tally__search">
        <span className="kq-visually-hidden">{TABLE_TEXT.searchLabel}</span>
        <input
          type="search"
          value={search}
          placeholder={TABLE_TEXT.searchPlaceholder}
          onChange={(event) => onSearch(event.target.value)}
        />
      </label>
      <TallyLine label={TABLE_TEXT.all} tally={tallyPicks(rows)} />
      {selected.length > 0 ? (
        <TallyLine label={TABLE_TEXT.selected(selected.length)} tally={tallyPicks(selected)} />
      ) : (
        <p className="pick-tally__hint">{TABLE_TEXT.selectHint}</p>
      )}
    </section>
  );
}
