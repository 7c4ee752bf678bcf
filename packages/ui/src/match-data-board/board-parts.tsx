import type { Sport } from '@kanqiu/core';
import { UI_TEXT } from '../texts/ui-text';
import type { BoardMatch, BoardSide, BoardSummary, MatchResult } from './match-result';
import { matchResult } from './match-result';
import './board-parts.css';

const T = UI_TEXT.matchDataBoard;

/** A small square result chip: 胜, 平 or 负 in its colour. */
export function ResultChip({
  result,
  label,
  className,
}: {
  result: MatchResult;
  /** Overrides the built-in 胜 / 平 / 负, e.g. with a server's legend. */
  label?: string;
  className?: string;
}) {
  return (
    <span className={['kq-board__chip', className].filter(Boolean).join(' ')} data-result={result}>
      {label ?? T[result]}
    </span>
  );
}

/** A small outlined mark: 主 (played at home) or 客 (away). */
export function VenueMark({ venue }: { venue: BoardSide }) {
  return (
    <span className="kq-board__venue" data-venue={venue}>
      {venue === 'home' ? T.homeVenue : T.awayVenue}
    </span>
  );
}

/** Points per game with one decimal. */
function perGame(total: number, played: number): string {
  return played === 0 ? '0' : (Math.round((total / played) * 10) / 10).toFixed(1);
}

/**
 * One team's record: name, W-D-L (W-L in basketball, which has no draws), win rate, goals (points
 * per game in basketball) and recent form.
 */
export function TeamSummary({
  side,
  name,
  summary,
  sport = 'football',
}: {
  side: BoardSide;
  name: string;
  summary: BoardSummary;
  sport?: Sport;
}) {
  const basketball = sport === 'basketball';
  return (
    <div className="kq-board__summary" data-side={side}>
      <div className="kq-board__summary-head">
        <span className="kq-board__team-mark" aria-hidden="true" />
        <span className="kq-board__team-name">{name}</span>
        <span className="kq-board__record">
          <span data-result="win">{summary.win}</span>
          {T.win}
          {basketball ? null : (
            <>
              <span data-result="draw">{summary.draw}</span>
              {T.draw}
            </>
          )}
          <span data-result="lose">{summary.lose}</span>
          {T.lose}
        </span>
      </div>
      <div className="kq-board__summary-meta">
        <span>
          {T.winRate}
          <strong className="kq-board__rate">{Math.round(summary.winRate * 100)}%</strong>
        </span>
        <span>
          {basketball
            ? T.pointsPerGame(
                perGame(summary.scored, summary.played),
                perGame(summary.conceded, summary.played),
              )
            : T.goals(summary.scored, summary.conceded)}
        </span>
        <ol className="kq-board__form" aria-label={T.form}>
          {summary.form.map((result, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the form is a fixed sequence
            <li key={index} className="kq-board__form-dot" data-result={result}>
              <span className="kq-visually-hidden">{T[result]}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** One recent match: date, competition, teams with the score, and the result. */
export function MatchRow({ match, teamName }: { match: BoardMatch; teamName: string }) {
  const subjectHome = match.venue === 'home';
  return (
    <li className="kq-board__match" data-team={match.team}>
      <div className="kq-board__match-when">
        <span className="kq-board__date">{match.date.slice(5)}</span>
        <span className="kq-board__competition">{match.competition}</span>
      </div>
      <div className="kq-board__match-teams">
        <span
          className="kq-board__side kq-board__side--home"
          data-subject={subjectHome || undefined}
        >
          {match.home_team}
        </span>
        <span className="kq-board__score-box">
          <span className="kq-board__score">
            {match.home_score}
            <span className="kq-board__score-sep">:</span>
            {match.away_score}
          </span>
          {match.note ? <span className="kq-board__score-note">{match.note}</span> : null}
        </span>
        <span
          className="kq-board__side kq-board__side--away"
          data-subject={!subjectHome || undefined}
        >
          {match.away_team}
        </span>
      </div>
      <div className="kq-board__match-result">
        <VenueMark venue={match.venue} />
        <ResultChip result={matchResult(match)} />
        <span className="kq-visually-hidden">{teamName}</span>
      </div>
    </li>
  );
}

/** The legend of the board's marks (no draw in basketball). */
export function BoardLegend({ sport = 'football' }: { sport?: Sport }) {
  const results =
    sport === 'basketball' ? (['win', 'lose'] as const) : (['win', 'draw', 'lose'] as const);
  return (
    <dl className="kq-board__legend" aria-label={T.legend}>
      {results.map((result) => (
        <div key={result} className="kq-board__legend-item">
          <dt>
            <span className="kq-board__form-dot" data-result={result} />
          </dt>
          <dd>{T[result]}</dd>
        </div>
      ))}
      {(['home', 'away'] as const).map((venue) => (
        <div key={venue} className="kq-board__legend-item">
          <dt>
            <VenueMark venue={venue} />
          </dt>
          <dd>{venue === 'home' ? T.homeVenueLegend : T.awayVenueLegend}</dd>
        </div>
      ))}
    </dl>
  );
}
