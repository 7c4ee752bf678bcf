import { memo, useMemo, useRef, useState } from 'react';
import { HeldSlot } from '../shared/held-slot';
import { MATCH_TEXT } from '../shared/match-texts';
import { useHeldLines } from '../shared/use-held-lines';
import { type ReaderPlace, useKeepReaderPlace } from '../shared/use-keep-reader-place';
import { BASKETBALL_TEXT } from './basketball-texts';
import {
  createTextLiveCache,
  type FeedLine,
  type FeedPeriod,
  textLivePeriods,
} from './text-live-periods';
import { useStagedPeriods } from './use-staged-periods';
import './text-live-feed.css';

/** Periods past the fourth are overtime; the filter shows them together. */
const LAST_QUARTER = 4;
const OVERTIME = 'ot';
type PeriodFilter = 'all' | typeof OVERTIME | number;

function filterLabel(filter: PeriodFilter): string {
  if (filter === 'all') return BASKETBALL_TEXT.filterAll;
  if (filter === OVERTIME) return BASKETBALL_TEXT.filterOvertime;
  return BASKETBALL_TEXT.period(filter);
}

const Line = memo(
  function Line({ line }: { line: FeedLine }) {
    return (
      <li
        className={`bb-tlive__line bb-tlive__line--${line.team}${line.scored ? ' bb-tlive__line--scored' : ''}`}
        data-line-key={line.key}
      >
        <span className="bb-tlive__time">{line.time}</span>
        <p className="bb-tlive__text">{line.description}</p>
        <span className="bb-tlive__score">{line.score}</span>
      </li>
    );
  },
  (a, b) =>
    a.line.raw === b.line.raw && a.line.key === b.line.key && a.line.scored === b.line.scored,
);

/** The periods without the lines newer than `newestShown` (those held in the slot). */
function withoutHeld(periods: FeedPeriod[], newestShown: number): FeedPeriod[] {
  return periods
    .map((group) => ({ ...group, lines: group.lines.filter((line) => line.key <= newestShown) }))
    .filter((group) => group.lines.length > 0);
}

/**
 * The text live of a basketball game, grouped by period, newest period and newest line first.
 * Nothing the fan reads moves when lines arrive (the football feed's technique): with the top of the
 * feed in view they wait behind the slot above the lines (`useHeldLines`); scrolled down into the
 * feed, the page is scrolled by exactly the height they added (`useKeepReaderPlace`; the browser's
 * own scroll anchoring is off here: WebKit has none, and doing both would scroll twice).
 */
function BasketballTextLiveFeedView({
  lines,
  period,
  finished,
  place,
}: {
  lines: readonly string[];
  period: number;
  /** The game is over: no line will arrive, the slot says so. */
  finished: boolean;
  /** The reader's place, read by the page before a push changes anything. */
  place?: ReaderPlace;
}) {
  // Each raw line is parsed once and kept as the same object while unchanged.
  const [cache] = useState(createTextLiveCache);
  // Periods are read from every line, held or not: a held line can be the one that starts a period.
  const allPeriods = useMemo(() => textLivePeriods(lines, period, cache), [lines, period, cache]);
  const keyed = useMemo(
    () => lines.map((raw, index) => ({ id: lines.length - 1 - index, raw })),
    [lines],
  );
  const slotRef = useRef<HTMLDivElement>(null);
  const { shown, held, release } = useHeldLines(keyed, slotRef);
  const newestShown = shown[0]?.id;
  const periods = useStagedPeriods(
    useMemo(
      () =>
        held.length > 0 && newestShown !== undefined
          ? withoutHeld(allPeriods, newestShown)
          : allPeriods,
      [allPeriods, held.length, newestShown],
    ),
  );
  const newestHeld = held.length > 0 ? allPeriods[0]?.lines[0] : undefined;
  const [filter, setFilter] = useState<PeriodFilter>('all');
  const listRef = useRef<HTMLDivElement>(null);
  useKeepReaderPlace(listRef, periods[0]?.lines[0]?.key, place);
  const filters = useMemo(() => {
    const present = new Set(periods.map((group) => group.period));
    const quarters = [...present].filter((p) => p <= LAST_QUARTER).sort((a, b) => a - b);
    const options: PeriodFilter[] = ['all', ...quarters];
    if ([...present].some((p) => p > LAST_QUARTER)) options.push(OVERTIME);
    return options;
  }, [periods]);
  // A replay sought backwards can take the chosen period away: all periods show then.
  const active = filters.includes(filter) ? filter : 'all';
  const visible =
    active === 'all'
      ? periods
      : periods.filter((group) =>
          active === OVERTIME ? group.period > LAST_QUARTER : group.period === active,
        );

  return (
    <div className="bb-tlive" ref={listRef}>
      {filters.length > 1 ? (
        <fieldset className="bb-tlive__filter" aria-label={BASKETBALL_TEXT.filterLabel}>
          {filters.map((option) => (
            <button
              key={option}
              type="button"
              className="bb-tlive__filter-option"
              aria-pressed={active === option}
              onClick={() => setFilter(option)}
            >
              {filterLabel(option)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <HeldSlot
        slotRef={slotRef}
        count={MATCH_TEXT.newLines(held.length)}
        newest={newestHeld ? `${newestHeld.time} ${newestHeld.description}` : null}
        idle={finished ? MATCH_TEXT.finished : MATCH_TEXT.feedLive}
        onRelease={release}
      />
      {visible.map((group) => (
        <section
          key={group.period}
          className="bb-tlive__period"
          aria-label={BASKETBALL_TEXT.period(group.period)}
          data-period={group.period}
        >
          <h3 className="bb-tlive__period-title">{BASKETBALL_TEXT.period(group.period)}</h3>
          <ol className="bb-tlive__lines" aria-live="polite" aria-relevant="additions">
            {group.lines.map((line) => (
              <Line key={line.key} line={line} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** {@link BasketballTextLiveFeedView}, rendered again only when the lines, the period or the end change. */
export const BasketballTextLiveFeed = memo(BasketballTextLiveFeedView);
