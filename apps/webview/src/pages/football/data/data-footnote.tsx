import { beijingDate } from '../../../match/shared/match-date';
import { DATA_TEXT } from './data-texts';

/** What the numbers above can and cannot say: the server's note on its data, and their date. */
export function DataFootnote({ note, asOf }: { note: string | null; asOf: string }) {
  const date = beijingDate(asOf);
  return (
    <section className="data-footnote" aria-label={DATA_TEXT.noteTitle}>
      <h2 className="data-footnote__title">{DATA_TEXT.noteTitle}</h2>
      {note ? (
        <p className="data-footnote__text" data-testid="data-note">
          {note}
        </p>
      ) : null}
      <p className="data-footnote__text">
        {date ? `${DATA_TEXT.asOf(date)}，` : ''}
        {DATA_TEXT.asOfScope}
      </p>
    </section>
  );
}
