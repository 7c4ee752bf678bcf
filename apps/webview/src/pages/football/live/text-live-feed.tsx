import { isLiveMarker } from '@kanqiu/core';
import type { FootballTextLive } from '@kanqiu/core/contract';
import { memo, useMemo, useRef } from 'react';
import { EventIcon } from '../../../match/football/event-icon';
import { FeedBlock } from '../../../match/shared/feed-block';
import { MATCH_TEXT } from '../../../match/shared/match-texts';
import type { ReaderPlace } from '../../../match/shared/reader-place';
import { feedBlocks, useFeedWindow } from '../../../match/shared/use-feed-window';
import { useHeldLines } from '../../../match/shared/use-held-lines';
import { useKeepReaderPlace } from '../../../match/shared/use-keep-reader-place';

function sideClass(position: number): string {
  return position === 1 ? 'home' : position === 2 ? 'away' : 'neutral';
}

/** A line is kept as the same object while unchanged (the push's structural sharing). */
const Line = memo(function Line({ line }: { line: FootballTextLive }) {
  if (isLiveMarker(line.type)) {
    return (
      <li className="tlive__marker" data-line-id={line.id} data-line-key={line.id}>
        <span>{line.data}</span>
      </li>
    );
  }
  return (
    <li
      className={`tlive__line tlive__line--${sideClass(line.position)}${line.main ? ' tlive__line--main' : ''}`}
      data-line-id={line.id}
      data-line-key={line.id}
      data-type={line.type}
    >
      <span className="tlive__minute">{line.minute_text}</span>
      <span className="tlive__dot" aria-hidden="true">
        {line.main ? <EventIcon type={line.type} size={16} /> : null}
      </span>
      <p className="tlive__text">{line.data}</p>
    </li>
  );
});

/** The football feed's block classes (`FeedBlock`). */
const BLOCK_CLASSES = { block: 'tlive__block', gap: 'tlive__gap', lines: 'tlive__lines' };

const renderLine = (line: FootballTextLive) => <Line key={line.id} line={line} />;

/**
 * The text-live feed, newest first, windowed: lines are drawn in blocks, and only the blocks near the
 * viewport are drawn (`useFeedWindow`), so a push makes React compare a few blocks, not every line.
 * Nothing the fan reads moves when lines arrive: with the top of the feed in view they wait behind
 * the slot above the lines (`useHeldLines`); scrolled down into the feed, the page scrolls by exactly
 * what was added above (`useKeepReaderPlace`).
 */
function TextLiveFeedView({
  lines,
  finished,
  place,
}: {
  lines: readonly FootballTextLive[];
  /** The match is over: no line will arrive, the slot says so. */
  finished: boolean;
  /** The reader's place, read by the page before a push changes anything. */
  place?: ReaderPlace;
}) {
  const slotRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const { shown, held, release } = useHeldLines(lines, slotRef);
  const blocks = useMemo(() => feedBlocks(shown), [shown]);
  const feedWindow = useFeedWindow(blocks[0]?.key ?? 0);
  useKeepReaderPlace(listRef, `${shown[0]?.id}|${feedWindow.version}`, place);
  const newest = held[0];

  return (
    <div className="tlive-feed">
      <div className="tlive__slot" ref={slotRef} aria-live="polite">
        {newest ? (
          <button type="button" className="tlive__held" onClick={release}>
            <span className="tlive__held-count">{MATCH_TEXT.newLines(held.length)}</span>
            <span className="tlive__held-text">
              {newest.minute_text ? `${newest.minute_text} ` : ''}
              {newest.data}
            </span>
          </button>
        ) : (
          <span className="tlive__idle">
            {finished ? MATCH_TEXT.finished : MATCH_TEXT.feedLive}
          </span>
        )}
      </div>
      <ol className="tlive" ref={listRef}>
        {blocks.map((block) => {
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
    </div>
  );
}

/** {@link TextLiveFeedView}, rendered again only when its props change. */
export const TextLiveFeed = memo(TextLiveFeedView);
