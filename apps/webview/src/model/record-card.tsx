import { SESSION_FILTER_OPTIONS, type SessionFilter } from '@kanqiu/core';
import type { ModelCount } from '@kanqiu/core/contract/match';
import { MatchCard } from '../match/shared/match-card';
import { MODEL_TEXT } from './model-texts';

/** Props of {@link RecordCard}. */
export interface RecordCardProps {
  count: ModelCount | null;
  sessions: SessionFilter;
  onSessions: (sessions: SessionFilter) => void;
  loading: boolean;
  failed: boolean;
}

/**
 * A model's record (the count call, `hzData`) over its last 10 or 20 settled picks (the session
 * filter): wins and losses, hit rate, the current run, each outcome as a chip (newest first), and the
 * rule it is counted by.
 */
export function RecordCard({ count, sessions, onSessions, loading, failed }: RecordCardProps) {
  const aside = (
    <fieldset className="model-sessions">
      <legend className="kq-visually-hidden">{MODEL_TEXT.sessionsLabel}</legend>
      {SESSION_FILTER_OPTIONS.map((option) => (
        <button
          key={option}
          type="button"
          className="model-sessions__option"
          aria-pressed={option === sessions}
          onClick={() => onSessions(option)}
        >
          {MODEL_TEXT.sessions(option)}
        </button>
      ))}
    </fieldset>
  );
  return (
    <MatchCard title={MODEL_TEXT.recordTitle} aside={aside} className="model-record">
      <div className="model-record__body" aria-busy={loading || undefined}>
        {count && count.total > 0 ? (
          <>
            <p className="model-record__line" data-testid="model-record">
              <span className="model-record__count">
                {MODEL_TEXT.record(count.win, count.lose)}
              </span>
              <span className="model-record__rate">
                {MODEL_TEXT.hitRate} <b>{MODEL_TEXT.percent(count.hit_rate)}</b>
              </span>
              {count.streak ? (
                <span className="model-record__streak" data-outcome={count.streak.outcome}>
                  {MODEL_TEXT.streak(count.streak.outcome, count.streak.count)}
                </span>
              ) : null}
            </p>
            <ol className="model-run" aria-label={MODEL_TEXT.runLabel}>
              {count.recent.map((outcome, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: outcomes are positional, newest first
                <li key={index} className="model-run__chip" data-outcome={outcome}>
                  {MODEL_TEXT.outcomeChip[outcome]}
                </li>
              ))}
            </ol>
          </>
        ) : loading && !failed ? (
          // The record's line and its row of chips keep their place while it loads (nearly every
          // model has one), drawn in the same elements so they take the same height.
          <div aria-hidden="true">
            <p className="model-record__line">
              <span className="model-record__count">{'\u00a0'}</span>
            </p>
            <ol className="model-run">
              <li className="model-run__chip" />
            </ol>
          </div>
        ) : (
          <p className="model-record__empty">
            {failed ? MODEL_TEXT.recordFailed : MODEL_TEXT.recordEmpty}
          </p>
        )}
        <p className="model-record__rule">{MODEL_TEXT.recordRule(count?.sessions ?? sessions)}</p>
      </div>
    </MatchCard>
  );
}
