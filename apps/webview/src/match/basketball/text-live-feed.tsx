import { memo, useMemo, useRef, useState } from 'react';
import { FeedBlock } from '../shared/feed-block';
import { HeldSlot } from '../shared/held-slot';
import { MATCH_TEXT } from '../shared/match-texts';
import type { ReaderPlace } from '../shared/reader-place';
import { FEED_BLOCK_LINES, useFeedWindow } from '../shared/use-feed-window';
import { useHeldFrom } from '../shared/use-held-lines';
import { useKeepReaderPlace } from '../shared/use-keep-reader-place';
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

/**
 * Periods a block key leaves room for: a block is the lines of one period within one run of
 * {@link FEED_BLOCK_LINES} lines counted from the first line of the game, keyed
 * `run × PERIOD_KEYS + period`, so a key never changes and a newer block has a higher key.
 */
const PERIOD_KEYS = 16;

interface LineBlock {
  key: number;
  lines: readonly FeedLine[];
}

/** A period's lines (newest first) cut into blocks that keep their key as lines arrive. */
function periodBlocks(group: FeedPeriod): LineBlock[] {
  const blocks: LineBlock[] = [];
  for (const line of group.lines) {
    const key = Math.floor(line.key / FEED_BLOCK_LINES) * PERIOD_KEYS + group.period;
    const last = blocks[blocks.length - 1];
    if (last && last.key === key) (last.lines as FeedLine[]).push(line);
    else blocks.push({ key, lines: [line] });
  }
  return blocks;
}

/** The basketball feed's block classes (`FeedBlock`). */
const BLOCK_CLASSES = {
  block: 'bb-tlive__block',
  gap: 'bb-tlive__gap',
  lines: 'bb-tlive__block-lines',
};

const renderLine = (line: FeedLine) => <Line key={line.key} line={line} />;

/**
 * The periods without the lines newer than `newestShown` (those held in the slot). The held lines are
 * the newest, so only the periods on top change; the others are kept as they are.
 */
function withoutHeld(periods: FeedPeriod[], newestShown: number): FeedPeriod[] {
  for (const [index, group] of periods.entries()) {
    const first = group.lines.findIndex((line) => line.key <= newestShown);
    if (first < 0) continue;
    const older = periods.slice(index + 1);
    return first === 0
      ? [group, ...older]
      : [{ ...group, lines: group.lines.slice(first) }, ...older];
  }
  return [];
}

/**
 * The text live of a basketball game, grouped by period, newest period and newest line first,
 * windowed like the football feed: lines are drawn in blocks, and only the blocks near the viewport
 * are drawn (`useFeedWindow`), so a push parses and compares only what is new. Nothing the fan
 * reads moves when lines arrive: with the top of the feed in view they wait behind the slot above
 * the lines (`useHeldLines`); scrolled down into the feed, what the reader looks at stays put: the
 * browser's scroll anchoring keeps it where there is one (Chromium), and where there is none (WebKit)
 * the page is scrolled by exactly the height added (`useKeepReaderPlace`), as in the football feed.
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
  const [cache] = useState(createTextLiveCache);
  // Periods are read from every line, held or not: a held line can be the one that starts a period.
  const allPeriods = useMemo(() => textLivePeriods(lines, period, cache), [lines, period, cache]);
  // A line's key is its position counted from the first line of the game, so the newest line's key
  // and the count say what is held without a list of keys.
  const slotRef = useRef<HTMLDivElement>(null);
  const newest = lines.length > 0 ? lines.length - 1 : undefined;
  const { from, release } = useHeldFrom(newest, (key) => key < lines.length, slotRef);
  const heldCount = from === null || newest === undefined ? 0 : newest - from;
  const periods = useStagedPeriods(
    useMemo(() => (from === null ? allPeriods : withoutHeld(allPeriods, from)), [allPeriods, from]),
  );
  const newestHeld = heldCount > 0 ? allPeriods[0]?.lines[0] : undefined;
  const [filter, setFilter] = useState<PeriodFilter>('all');
  const listRef = useRef<HTMLDivElement>(null);
  const filters = useMemo(() => {
    const present = new Set(periods.map((group) => group.period));
    const quarters = [...present].filter((p) => p <= LAST_QUARTER).sort((a, b) => a - b);
    const options: PeriodFilter[] = ['all', ...quarters];
    if ([...present].some((p) => p > LAST_QUARTER)) options.push(OVERTIME);
    return options;
  }, [periods]);
  // A replay sought backwards can take the chosen period away: all periods show then.
  const active = filters.includes(filter) ? filter : 'all';
  const shown = useMemo(
    () =>
      active === 'all'
        ? periods
        : periods.filter((group) =>
            active === OVERTIME ? group.period > LAST_QUARTER : group.period === active,
          ),
    [periods, active],
  );
  // The periods below the newest keep their objects from push to push, and so their blocks.
  const [blockCache] = useState(() => new WeakMap<FeedPeriod, LineBlock[]>());
  const blocks = useMemo(
    () =>
      shown.map((group) => {
        const cached = blockCache.get(group);
        if (cached) return cached;
        const cut = periodBlocks(group);
        blockCache.set(group, cut);
        return cut;
      }),
    [shown, blockCache],
  );
  const newestKey = blocks[0]?.[0]?.key ?? 0;
  const feedWindow = useFeedWindow(newestKey, blocks[0]?.[1]?.key ?? blocks[1]?.[0]?.key, true);
  useKeepReaderPlace(listRef, `${periods[0]?.lines[0]?.key}|${feedWindow.version}`, place);

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
        count={MATCH_TEXT.newLines(heldCount)}
        newest={newestHeld ? `${newestHeld.time} ${newestHeld.description}` : null}
        idle={finished ? MATCH_TEXT.finished : MATCH_TEXT.feedLive}
        onRelease={release}
      />
      {shown.map((group, index) => (
        <section
          key={group.period}
          className="bb-tlive__period"
          aria-label={BASKETBALL_TEXT.period(group.period)}
          data-period={group.period}
        >
          <h3 className="bb-tlive__period-title">{BASKETBALL_TEXT.period(group.period)}</h3>
          <ol className="bb-tlive__lines" aria-live="polite" aria-relevant="additions">
            {blocks[index]?.map((block) => {
              const drawn = feedWindow.drawn(block.key, block.lines.length);
              return (
                <FeedBlock
                  key={block.key}
                  blockKey={block.key}
                  lines={block.lines}
                  drawn={drawn}
                  gapHeight={drawn ? 0 : feedWindow.gapHeight(block.key, block.lines.length)}
                  observe={feedWindow.observe}
                  classes={BLOCK_CLASSES}
                  renderLine={renderLine}
                />
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** {@link BasketballTextLiveFeedView}, rendered again only when the lines, the period or the end change. */
export const BasketballTextLiveFeed = memo(BasketballTextLiveFeedView);
