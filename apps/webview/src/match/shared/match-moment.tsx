import { memo, useEffect, useState } from 'react';
import './match-moment.css';

/** How long a moment's banner stays up. */
export const MOMENT_MS = 5000;

/** One moment of a match worth a banner: a goal, a red card, a lead change. */
export interface Moment {
  /** Unique within the match, so the same moment is never shown twice. */
  key: string;
  /** Which side it belongs to, for the banner's colour. */
  side: 'home' | 'away' | 'none';
  /** What happened: `进球`, `红牌`, `反超`. */
  title: string;
  /** Who and when: `18' 曼朱基奇（克罗地亚）`. */
  line: string;
  /** More: the assist, the score. */
  detail: string | null;
}

/**
 * The banner of the latest moment, for {@link MOMENT_MS}; a new moment replaces the one shown. The
 * moments themselves are found by each sport's watcher, which never reports one the page opened
 * with.
 */
function MatchMomentBannerView({ moment }: { moment: Moment | null }) {
  const [shown, setShown] = useState<Moment | null>(null);
  useEffect(() => {
    if (!moment) return;
    setShown(moment);
    const timer = setTimeout(() => setShown(null), MOMENT_MS);
    return () => clearTimeout(timer);
  }, [moment]);
  return (
    <div className="match-moment__region" role="status">
      {shown ? (
        <div
          key={shown.key}
          className={`match-moment match-moment--${shown.side}`}
          data-testid="match-moment"
        >
          <strong className="match-moment__title">{shown.title}</strong>
          <span className="match-moment__text">
            <span className="match-moment__line">{shown.line}</span>
            {shown.detail ? <span className="match-moment__detail">{shown.detail}</span> : null}
          </span>
        </div>
      ) : null}
    </div>
  );
}

/** {@link MatchMomentBannerView}, rendered again only when its moment changes. */
export const MatchMomentBanner = memo(MatchMomentBannerView);
