import type { Sport } from '@kanqiu/core';
import { type ReactNode, useMemo } from 'react';
import { FollowStarSlot } from '../../follow/follow-star-slot';
import { NoticePage } from '../../shell/notice-page';
import { PageFrame } from '../../shell/page-frame';
import { MatchBanner } from './match-banner';
import { type MatchPageKey, MatchSubnav } from './match-subnav';
import { MATCH_TEXT } from './match-texts';
import './match.css';

/** Props of {@link MatchPageFrame}. */
export interface MatchPageFrameProps {
  title: string;
  /** Whose tabs the frame shows. @default 'football' */
  sport?: Sport;
  current: MatchPageKey;
  matchId: string | null;
  /** The score header, once the match is known. */
  header?: ReactNode;
  /**
   * Whether the score is shown, after which the advert carousel's code loads. @default whether
   * `header` is given (a page whose header holds a placeholder while loading says so itself)
   */
  scoreShown?: boolean;
  /**
   * Whether the tabs to the match's other pages show; false for a match that has no other pages (a
   * match of the results history the server does not replay). @default true
   */
  tabs?: boolean;
  /**
   * The match's name for its follow star (`法国 vs 克罗地亚`): the star shows when given, disabled
   * while `null` (the match is loading).
   */
  followName?: string | null;
  children: ReactNode;
}

/**
 * The frame of a match page: the top bar, the match-detail advert (docs/behaviour.md §3, position 2), the
 * score header, tabs to the match's other pages, then the page's own content. Without a valid
 * `match_id` it explains that instead of loading anything.
 */
export function MatchPageFrame({
  title,
  sport = 'football',
  current,
  matchId,
  header,
  scoreShown = header !== null && header !== undefined,
  tabs = true,
  followName,
  children,
}: MatchPageFrameProps) {
  // The star keeps its element while the match's name does, so a push does not render the top bar.
  const navRight = useMemo(
    () =>
      followName === undefined || !matchId ? undefined : (
        <FollowStarSlot
          target={followName === null ? null : { kind: 'match', id: matchId, name: followName }}
        />
      ),
    [followName, matchId],
  );
  if (!matchId) {
    return <NoticePage title={title} heading={MATCH_TEXT.noMatch} body={MATCH_TEXT.noMatchBody} />;
  }
  return (
    <PageFrame title={title} navRight={navRight}>
      <MatchBanner carouselReady={scoreShown} />
      {header}
      {tabs ? <MatchSubnav sport={sport} current={current} matchId={matchId} /> : null}
      <div className="match-body">{children}</div>
    </PageFrame>
  );
}
