import type { FormResult, MatchAnalysis, RecentMatch } from '@kanqiu/core/contract/match';
import { EmptyState, ResultChip } from '@kanqiu/ui';
import { MatchCard } from '../../../match/shared/match-card';
import { beijingDate } from '../../../match/shared/match-date';
import { tieNote } from './board-matches';
import { DATA_TEXT } from './data-texts';
import { headToHeadRecord, meetingWinner } from './head-to-head';

function Meeting({ meeting, legend }: { meeting: RecentMatch; legend: MatchAnalysis['legend'] }) {
  const winner = meetingWinner(meeting);
  const side = (which: 'home' | 'away') =>
    winner === which ? ' data-h2h__team--won' : winner === null ? '' : ' data-h2h__team--lost';
  return (
    <li className="data-h2h__meeting">
      <div className="data-h2h__when">
        <span className="data-h2h__date">{beijingDate(meeting.kickoff)}</span>
        <span className="data-h2h__competition">{meeting.competition}</span>
      </div>
      <div className="data-h2h__teams">
        <span className={`data-h2h__team data-h2h__team--home${side('home')}`}>
          {meeting.home_team.name}
        </span>
        <span className="data-h2h__score">
          <span className="data-h2h__ft">
            {meeting.home_score}
            <span className="data-h2h__sep">:</span>
            {meeting.away_score}
          </span>
          <span className="data-h2h__ht">
            {tieNote(meeting) ??
              (meeting.half_score ? DATA_TEXT.halfTime(meeting.half_score) : DATA_TEXT.noHalfTime)}
          </span>
        </span>
        <span className={`data-h2h__team data-h2h__team--away${side('away')}`}>
          {meeting.away_team.name}
        </span>
      </div>
      <ResultChip
        result={meeting.result}
        label={legend[meeting.result]}
        className="data-h2h__chip"
      />
    </li>
  );
}

const RESULTS: readonly FormResult[] = ['win', 'draw', 'lose'];

/**
 * The two teams' earlier meetings, newest first, under a summary from the home team's side
 * (e.g. 法国 2胜 1平 0负); an empty state when they never met in the data.
 */
export function HeadToHeadCard({ analysis }: { analysis: MatchAnalysis }) {
  const meetings = analysis.head_to_head;
  if (meetings.length === 0) {
    return (
      <MatchCard title={DATA_TEXT.h2hTitle} className="data-h2h">
        <EmptyState
          className="data-card-empty"
          description={DATA_TEXT.h2hEmpty}
          hint={DATA_TEXT.h2hEmptyHint}
        />
      </MatchCard>
    );
  }
  const record = headToHeadRecord(meetings);
  return (
    <MatchCard
      title={DATA_TEXT.h2hTitle}
      aside={DATA_TEXT.h2hCount(record.played)}
      className="data-h2h"
    >
      <div className="data-h2h__summary" data-testid="h2h-summary">
        <p className="data-h2h__record">
          <span className="data-h2h__subject">{analysis.home.team.name}</span>
          {RESULTS.map((result) => (
            <span key={result} className="data-h2h__tally" data-result={result}>
              {' '}
              <strong>{record[result]}</strong>
              {analysis.legend[result]}
            </span>
          ))}{' '}
          <span className="data-h2h__goals">
            {DATA_TEXT.h2hGoals(record.scored, record.conceded)}
          </span>
        </p>
        <div className="data-h2h__bar" aria-hidden="true">
          {RESULTS.map((result) =>
            record[result] > 0 ? (
              <span key={result} data-result={result} style={{ flexGrow: record[result] }} />
            ) : null,
          )}
        </div>
      </div>
      <ol className="data-h2h__list">
        {meetings.map((meeting) => (
          <Meeting key={meeting.match_id} meeting={meeting} legend={analysis.legend} />
        ))}
      </ol>
    </MatchCard>
  );
}
