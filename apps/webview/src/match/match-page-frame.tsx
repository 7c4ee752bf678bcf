import type { ReactNode } from 'react';
import { NoticePage } from '../shell/notice-page';
import { PageFrame } from '../shell/page-frame';
import { MatchBanner } from './match-banner';
import { type FootballMatchPageKey, MatchSubnav } from './match-subnav';
import { MATCH_TEXT } from './match-texts';
import './match.css';

/** Props of {@link MatchPageFrame}. */
export interface MatchPageFrameProps {
  title: string;
  current: FootballMatchPageKey;
  matchId: string | null;
  /** The score header, once the match is known. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a football match page: the top bar, the match-detail advert (docs/behaviour.md §3 position 2), the
 * score header, tabs to the match's other pages, then the page's own content. Without a valid
 * `match_id` it explains that instead of loading anything.
 */
export function MatchPageFrame({ title, current, matchId, header, children }: MatchPageFrameProps) {
  if (!matchId) {
    return <NoticePage title={title} heading={MATCH_TEXT.noMatch} body={MATCH_TEXT.noMatchBody} />;
  }
  return (
    <PageFrame title={title}>
      <MatchBanner />
      {header}
      <MatchSubnav current={current} matchId={matchId} />
      <div className="match-body">{children}</div>
    </PageFrame>
  );
}
