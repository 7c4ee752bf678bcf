import type { MatchListEntry } from '@kanqiu/core/contract/match';
import { type CSSProperties, memo } from 'react';
import { pageHref } from '../../routing/navigation';
import { HOME_TEXT } from './home-texts';
import type { RowFollows } from './use-row-follows';

/** Where a match opens: the football live page, or the basketball one. */
export function matchHref(match: Pick<MatchListEntry, 'sport' | 'match_id'>): string {
  return pageHref(match.sport === 'football' ? 'footballLive' : 'basketballLive', {
    match_id: match.match_id,
  });
}

/** The status a row shows: the running clock, the minutes to kick-off, or the final label. */
export function statusText(match: MatchListEntry, now: number): string {
  if (match.state === 'live') return match.clock_text || match.status_label;
  if (match.state === 'upcoming') {
    return HOME_TEXT.kickoffIn(Math.max(0, Math.ceil((Date.parse(match.kickoff) - now) / 60_000)));
  }
  return match.status_label;
}

/** Hue of a crest for a team without colours of its own, stable for its code (as `TeamCrest`'s). */
function hueOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/**
 * The row's crest, drawn as `TeamCrest` draws it at 28 px, as one element whose look is a class:
 * home.css holds the size and the gradient (a team's own colours by `data-team`, else the hue), so
 * building a row parses no gradient (docs/performance.md, "The home list's scroll").
 */
function RowCrest({ code }: { code: string }) {
  return (
    <span
      className="team-crest home-crest"
      aria-hidden="true"
      data-team={code}
      style={{ '--kq-crest-hue': hueOf(code) } as CSSProperties}
    >
      {code.slice(0, 3)}
    </span>
  );
}

interface MatchRowProps {
  match: MatchListEntry;
  /** {@link statusText}, worked out by the list so the row needs no clock. */
  status: string;
  /** The list's follows; the row draws no star until they are in. */
  follows: RowFollows | null;
}

/** A refresh brings a new object for every match; a row draws again only when what it shows changed. */
function sameRow(a: MatchRowProps, b: MatchRowProps): boolean {
  const x = a.match;
  const y = b.match;
  return (
    a.status === b.status &&
    a.follows === b.follows &&
    x.match_id === y.match_id &&
    x.state === y.state &&
    x.home_score === y.home_score &&
    x.away_score === y.away_score &&
    x.penalty_score === y.penalty_score &&
    x.stage === y.stage &&
    x.competition === y.competition &&
    x.home_team.name === y.home_team.name &&
    x.away_team.name === y.away_team.name
  );
}

/** One match of the entry page's list: teams, score (and shoot-out) or kick-off, and its status. */
export const MatchRow = memo(function MatchRow({ match, status, follows }: MatchRowProps) {
  const started = match.state !== 'upcoming';
  const shootout = match.penalty_score ?? null;
  const [homePens, awayPens] = shootout ? shootout.split('-').map(Number) : [0, 0];
  const homeWins =
    match.state === 'finished' &&
    (match.home_score > match.away_score ||
      (match.home_score === match.away_score && (homePens ?? 0) > (awayPens ?? 0)));
  const awayWins =
    match.state === 'finished' &&
    (match.away_score > match.home_score ||
      (match.home_score === match.away_score && (awayPens ?? 0) > (homePens ?? 0)));
  return (
    <li className="home-item home-item--followable">
      <a
        className={`home-match home-match--${match.state}`}
        href={matchHref(match)}
        data-match-id={match.match_id}
      >
        <div className="home-match__meta">
          <span className="home-match__stage">{match.stage || match.competition}</span>
          <span className={`home-match__status home-match__status--${match.state}`}>{status}</span>
        </div>
        <div className="home-match__row">
          <span className={`home-match__team${homeWins ? ' home-match__team--won' : ''}`}>
            <RowCrest code={match.home_team.code} />
            <span className="home-match__name">{match.home_team.name}</span>
          </span>
          <span className="home-match__score">
            {started ? (
              <>
                {match.home_score}
                <span className="home-match__dash">-</span>
                {match.away_score}
              </>
            ) : (
              <span className="home-match__vs">VS</span>
            )}
            {shootout ? (
              <span className="home-match__pens" data-testid="list-shootout">
                {HOME_TEXT.shootout(shootout)}
              </span>
            ) : null}
          </span>
          <span
            className={`home-match__team home-match__team--away${awayWins ? ' home-match__team--won' : ''}`}
          >
            <span className="home-match__name">{match.away_team.name}</span>
            <RowCrest code={match.away_team.code} />
          </span>
        </div>
      </a>
      {follows ? <MatchStar match={match} follows={follows} /> : null}
    </li>
  );
}, sameRow);

/** The row's follow star, bound to the list's follows. */
function MatchStar({ match, follows }: { match: MatchListEntry; follows: RowFollows }) {
  const key = follows.keyOf(match.match_id);
  const { Star, snapshot } = follows;
  const name = `${match.home_team.name} vs ${match.away_team.name}`;
  return (
    <Star
      className="home-match__star"
      size={18}
      on={snapshot.keys.has(key)}
      name={name}
      pending={snapshot.pending.has(key) || snapshot.loading}
      atLimit={follows.atLimit}
      onToggle={(next) => follows.toggle({ kind: 'match', id: match.match_id, name }, next)}
    />
  );
}
