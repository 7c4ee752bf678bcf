import { PullRefresh, Tabs } from '@kanqiu/ui';
import type { ReactNode } from 'react';
import { useServices } from '../../app/services-context';
import { FollowStarSlot } from '../../follow/follow-star-slot';
import { pagePath, redirectTo } from '../../routing/navigation';
import type { RouteReading } from '../../routing/routes';
import { NoticePage } from '../../shell/notice-page';
import { PageFrame } from '../../shell/page-frame';
import { MATCH_TEXT } from './match-texts';
import { TeamCrest } from './team-crest';
import './match.css';
import './team-frame.css';

/** The team as the head of its pages shows it. */
export interface TeamHead {
  code: string;
  name: string;
  /** Lines under the name (English name, league, season record). */
  lines: readonly ReactNode[];
}

/** One of a team's pages, for the tabs between them. */
export interface TeamPageLink<Key extends string> {
  key: Key;
  route: RouteReading<'team_id'>;
  title: string;
}

/** Props of {@link TeamFrame}. */
export interface TeamFrameProps<Key extends string> {
  title: string;
  pages: readonly TeamPageLink<Key>[];
  current: Key;
  teamId: string | null;
  /** The match the team pages were opened from; kept when moving between them. */
  matchId: string | null;
  /** The competition season the link named (`wc-2018`); kept when moving between the pages. */
  season?: string | null;
  /** `null` while the team loads: the head keeps its height meanwhile. */
  team: TeamHead | null;
  children: ReactNode;
}

/**
 * The frame of a team's pages, either sport: the top bar, the team's head (crest, name, lines under
 * it), tabs between its pages (only without a native host, which shows its own), and
 * pull-to-refresh. Without a valid `team_id` it explains that instead of loading anything.
 */
export function TeamFrame<Key extends string>({
  title,
  pages,
  current,
  teamId,
  matchId,
  season = null,
  team,
  children,
}: TeamFrameProps<Key>) {
  const { bridge, refresh } = useServices();
  if (!teamId) {
    return <NoticePage title={title} heading={MATCH_TEXT.noTeam} body={MATCH_TEXT.noTeamBody} />;
  }
  return (
    <PageFrame
      title={title}
      navRight={
        <FollowStarSlot target={team ? { kind: 'team', id: teamId, name: team.name } : null} />
      }
    >
      {team ? (
        <section className="team-head" aria-label={team.name}>
          <TeamCrest code={team.code} size={56} />
          <div className="team-head__names">
            <h2 className="team-head__name">{team.name}</h2>
            {team.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed positions
              <div key={index} className="team-head__line">
                {line}
              </div>
            ))}
          </div>
        </section>
      ) : (
        <div className="team-head team-head--slot" aria-hidden="true" />
      )}
      {bridge.hasNativeHost() ? null : (
        <nav className="match-subnav app-tabbar" aria-label={MATCH_TEXT.teamTabsLabel}>
          <Tabs
            label={MATCH_TEXT.teamTabsLabel}
            items={pages.map((page) => ({ key: page.key, title: page.title }))}
            active={pages.findIndex((page) => page.key === current)}
            onChange={(index) => {
              const target = pages[index];
              if (target) {
                redirectTo(pagePath(target.route, { team_id: teamId, match_id: matchId, season }));
              }
            }}
          />
        </nav>
      )}
      <div className="match-body">
        <PullRefresh onRefresh={refresh}>{children}</PullRefresh>
      </div>
    </PageFrame>
  );
}
