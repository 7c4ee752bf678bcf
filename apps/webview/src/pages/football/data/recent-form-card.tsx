import { SESSION_FILTER_DEFAULT, type SessionFilter } from '@kanqiu/core';
import type { MatchAnalysis } from '@kanqiu/core/contract/match';
import { type BoardTeamFilter, EmptyState, MatchDataBoard } from '@kanqiu/ui';
import { useMemo, useState } from 'react';
import { MatchCard } from '../../../match/shared/match-card';
import { boardMatches } from './board-matches';
import { DATA_TEXT } from './data-texts';
import { formShortfall } from './form-shortfall';

/**
 * Both teams' recent matches on the shared data board (team filter, 10 / 20 filter, summaries, form
 * and legend), with a line saying so when the data holds fewer matches than the filter asks for.
 */
export function RecentFormCard({ analysis }: { analysis: MatchAnalysis }) {
  const [team, setTeam] = useState<BoardTeamFilter>('both');
  const [sessions, setSessions] = useState<SessionFilter>(SESSION_FILTER_DEFAULT);
  const matches = useMemo(() => boardMatches(analysis), [analysis]);

  if (matches.length === 0) {
    return (
      <MatchCard title={DATA_TEXT.formTitle} className="data-form data-form--empty">
        <EmptyState
          className="data-card-empty"
          description={DATA_TEXT.formEmpty}
          hint={DATA_TEXT.formEmptyHint}
        />
      </MatchCard>
    );
  }
  const short = formShortfall(analysis, team, sessions);
  return (
    <div className="data-form">
      <MatchDataBoard
        homeTeam={analysis.home.team.name}
        awayTeam={analysis.away.team.name}
        matches={matches}
        team={team}
        onTeamChange={setTeam}
        sessions={sessions}
        onSessionsChange={setSessions}
        title={DATA_TEXT.formTitle}
        headingLevel={2}
      />
      {short.length > 0 ? (
        <p className="data-form__shortfall" data-testid="form-shortfall">
          {DATA_TEXT.shortfall(short.map((item) => DATA_TEXT.shortfallTeam(item.name, item.count)))}
        </p>
      ) : null}
    </div>
  );
}
