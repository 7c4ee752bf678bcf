import { isLiveMarker } from '@kanqiu/core';
import type { FootballTextLive } from '@kanqiu/core/contract/football';
import { memo, useRef } from 'react';
import { EventIcon } from '../../../match/football/event-icon';
import { useKeepReaderPlace } from '../../../match/shared/use-keep-reader-place';

function sideClass(position: number): string {
  return position === 1 ? 'home' : position === 2 ? 'away' : 'neutral';
}

const Line = memo(
  function Line({ line }: { line: FootballTextLive }) {
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
  },
  (a, b) =>
    a.line === b.line ||
    (a.line.id === b.line.id &&
      a.line.data === b.line.data &&
      a.line.minute_text === b.line.minute_text &&
      a.line.main === b.line.main),
);

/**
 * The text-live feed, newest first. When lines arrive while the reader is scrolled down into the
 * feed, the page is scrolled by exactly the height they added, so what the reader looks at stays put.
 * (Browsers' own scroll anchoring is turned off here: WebKit has none, and doing both would scroll twice.)
 */
function TextLiveFeedView({ lines }: { lines: readonly FootballTextLive[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  useKeepReaderPlace(listRef, lines[0]?.id);

  return (
    <ol className="tlive" ref={listRef} aria-live="polite" aria-relevant="additions">
      {lines.map((line) => (
        <Line key={line.id} line={line} />
      ))}
    </ol>
  );
}

/** {@link TextLiveFeedView}, rendered again only when its props change. */
export const TextLiveFeed = memo(TextLiveFeedView);
