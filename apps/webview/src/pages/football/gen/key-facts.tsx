import { FootballEvent } from '@kanqiu/core';
import {
  type FootballMatchOverview,
  type FootballMatchPage,
  FootballStatus,
  type KeyFact,
  keyFactsOf,
} from '@kanqiu/core/contract';
import { EventIcon } from '../../../match/football/event-icon';
import { GEN_TEXT } from './gen-texts';

const ICON: Readonly<Record<KeyFact['kind'], number>> = {
  goal: FootballEvent.Goal,
  penalty: FootballEvent.Penalty,
  own_goal: FootballEvent.OwnGoal,
  yellow: FootballEvent.YellowCard,
  second_yellow: FootballEvent.SecondYellow,
  red: FootballEvent.RedCard,
};

type Result = NonNullable<FootballMatchOverview['result']>;

/** The final score and how it was reached: half time, the 90 minutes, the shoot-out. */
function FinalScore({ result }: { result: Result }) {
  const parts = [
    result.half_score ? GEN_TEXT.halfScore(result.half_score) : null,
    result.regular_score ? GEN_TEXT.regularScore(result.regular_score) : null,
    result.penalty_score ? GEN_TEXT.penaltyScore(result.penalty_score) : null,
  ].filter((part) => part !== null);
  return (
    <p className="gen-final" data-testid="final-score">
      <span className="gen-final__label">{GEN_TEXT.finalScore}</span>
      <strong className="gen-final__score">
        {result.home_score}-{result.away_score}
      </strong>
      {parts.length > 0 ? <span className="gen-final__parts">{parts.join(' · ')}</span> : null}
    </p>
  );
}

function FactList({ facts }: { facts: readonly KeyFact[] }) {
  return (
    <ol className="gen-facts__list">
      {facts.map((fact, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: facts are in match order and never move
          key={index}
          className={`gen-fact gen-fact--${fact.position === 1 ? 'home' : 'away'}`}
          data-kind={fact.kind}
        >
          <span className="gen-fact__minute">{fact.minute_text}</span>
          <span className="gen-fact__icon" title={GEN_TEXT.factKinds[fact.kind]}>
            <EventIcon type={ICON[fact.kind]} size={16} />
          </span>
          <span className="gen-fact__who">
            <span className="gen-fact__player">{fact.player_name}</span>
            {fact.assist_name ? (
              <span className="gen-fact__assist">{GEN_TEXT.assist(fact.assist_name)}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** While the replay plays: the score so far and the goals and cards up to now, from the live page. */
function LiveFacts({ page }: { page: FootballMatchPage }) {
  if (page.status_id === FootballStatus.NotStarted) {
    return <p className="gen-empty">{GEN_TEXT.factsNotStarted}</p>;
  }
  const facts = keyFactsOf(page.incidents);
  return (
    <div className="gen-facts" data-testid="live-facts">
      <p className="gen-final">
        <span className="gen-final__label">{GEN_TEXT.liveScore}</span>
        <strong className="gen-final__score">
          {page.home_team.score}-{page.away_team.score}
        </strong>
      </p>
      {facts.length === 0 ? (
        <p className="gen-empty">{GEN_TEXT.liveNone}</p>
      ) : (
        <FactList facts={facts} />
      )}
    </div>
  );
}

/**
 * After the match: the final score and its goals and cards, the home side's on the left and the
 * away side's on the right. While its replay plays, the same from the match's live page (`live`),
 * as far as the match has gone; before it, when they will show.
 */
export function KeyFacts({
  overview,
  live,
}: {
  overview: FootballMatchOverview;
  /** The match's live page, when the overview is of a replayed match. */
  live: FootballMatchPage | null;
}) {
  const { result } = overview;
  if (!result) {
    if (live && live.status_id !== FootballStatus.Finished) return <LiveFacts page={live} />;
    return (
      <p className="gen-empty">
        {overview.replay_state === 'live' ? GEN_TEXT.factsReplaying : GEN_TEXT.factsPending}
      </p>
    );
  }
  return (
    <div className="gen-facts">
      <FinalScore result={result} />
      {result.facts.length === 0 ? (
        <p className="gen-empty">{GEN_TEXT.factsEmpty}</p>
      ) : (
        <FactList facts={result.facts} />
      )}
    </div>
  );
}
