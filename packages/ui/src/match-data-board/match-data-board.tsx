import {
  SESSION_FILTER_DEFAULT,
  SESSION_FILTER_OPTIONS,
  type SessionFilter,
  type Sport,
} from '@kanqiu/core';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { UI_TEXT } from '../texts/ui-text';
import { BoardLegend, MatchRow, TeamSummary } from './board-parts';
import {
  type BoardMatch,
  type BoardSide,
  type BoardTeamFilter,
  recentMatches,
  summarize,
} from './match-result';
import { Segmented } from './segmented';
import './match-data-board.css';

const T = UI_TEXT.matchDataBoard;

/** Props of {@link MatchDataBoard}. */
export interface MatchDataBoardProps {
  homeTeam: string;
  awayTeam: string;
  /** Recent matches of both teams, newest first. */
  matches: readonly BoardMatch[];
  /** The team filter when the parent controls it. */
  team?: BoardTeamFilter;
  /** The team filter when uncontrolled. @default 'both' */
  defaultTeam?: BoardTeamFilter;
  onTeamChange?: (team: BoardTeamFilter) => void;
  /** Matches per team when the parent controls it: 10 or 20. */
  sessions?: SessionFilter;
  /** Matches per team when uncontrolled. @default 10 (`SESSION_FILTER_DEFAULT`) */
  defaultSessions?: SessionFilter;
  onSessionsChange?: (sessions: SessionFilter) => void;
  /** Shows placeholders instead of matches. */
  loading?: boolean;
  /** The board's heading. @default '近期战绩' */
  title?: ReactNode;
  /** Level of the heading in the page's outline: 2 where the board is a section of its own. @default 3 */
  headingLevel?: 2 | 3;
  /**
   * `basketball` drops draws from the records and the legend and shows points per game instead of
   * goals. @default 'football'
   */
  sport?: Sport;
  className?: string;
}

/**
 * The match data board (docs/behaviour.md §2): recent results of the two teams with team filter buttons
 * (home / away / both), a filter by number of matches (10 or 20), a summary per team and a legend
 * of its marks.
 */
export function MatchDataBoard({
  homeTeam,
  awayTeam,
  matches,
  team,
  defaultTeam = 'both',
  onTeamChange,
  sessions,
  defaultSessions = SESSION_FILTER_DEFAULT,
  onSessionsChange,
  loading = false,
  title = T.title,
  headingLevel = 3,
  sport = 'football',
  className,
}: MatchDataBoardProps) {
  const [innerTeam, setInnerTeam] = useState(defaultTeam);
  const [innerSessions, setInnerSessions] = useState(defaultSessions);
  const currentTeam = team ?? innerTeam;
  const currentSessions = sessions ?? innerSessions;
  const sides: BoardSide[] = currentTeam === 'both' ? ['home', 'away'] : [currentTeam];
  const names: Record<BoardSide, string> = { home: homeTeam, away: awayTeam };
  const bySide = sides.map((side) => ({
    side,
    matches: recentMatches(matches, side, currentSessions),
  }));
  const shown = bySide.some((group) => group.matches.length > 0);

  return (
    <section
      className={['kq-board', className].filter(Boolean).join(' ')}
      aria-label={String(title)}
    >
      <header className="kq-board__header">
        {headingLevel === 2 ? (
          <h2 className="kq-board__title">{title}</h2>
        ) : (
          <h3 className="kq-board__title">{title}</h3>
        )}
        <Segmented
          className="kq-board__sessions"
          label={T.sessionFilter}
          options={SESSION_FILTER_OPTIONS.map((value) => ({ value, label: T.sessions(value) }))}
          value={currentSessions}
          onChange={(value) => {
            if (sessions === undefined) setInnerSessions(value);
            onSessionsChange?.(value);
          }}
        />
      </header>
      <Segmented
        className="kq-board__teams"
        label={T.teamFilter}
        options={[
          { value: 'both', label: T.both },
          { value: 'home', label: T.home },
          { value: 'away', label: T.away },
        ]}
        value={currentTeam}
        onChange={(value: BoardTeamFilter) => {
          if (team === undefined) setInnerTeam(value);
          onTeamChange?.(value);
        }}
      />
      {loading ? (
        <div className="kq-board__loading" aria-busy="true">
          <span className="kq-visually-hidden">{UI_TEXT.pullRefresh.loading}</span>
          {[0, 1, 2, 3].map((line) => (
            <span key={line} className="kq-board__skeleton kq-shimmer" />
          ))}
        </div>
      ) : !shown ? (
        <EmptyState className="kq-board__empty" />
      ) : (
        bySide.map(({ side, matches: teamMatches }) => (
          <div key={side} className="kq-board__group">
            <TeamSummary
              side={side}
              name={names[side]}
              summary={summarize(teamMatches)}
              sport={sport}
            />
            <ol className="kq-board__matches">
              {teamMatches.map((match) => (
                <MatchRow key={match.id} match={match} teamName={names[side]} />
              ))}
            </ol>
          </div>
        ))
      )}
      <BoardLegend sport={sport} />
    </section>
  );
}
