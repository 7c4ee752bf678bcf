import type { MatchListEntry, ModelPick } from '@kanqiu/core/contract/match';
import { memo } from 'react';
import { beijingDateTime } from '../match/shared/match-date';
import { hashHref } from '../routing/hash-location';
import { MODEL_TEXT } from './model-texts';
import { PickResult } from './pick-result';
import { pickPath } from './replay-link';

function CardBody({ pick, replay }: { pick: ModelPick; replay: MatchListEntry | undefined }) {
  return (
    <>
      <div className="pick-card__meta">
        <span className="pick-card__competition">{pick.competition}</span>
        <time dateTime={pick.kickoff} title={MODEL_TEXT.beijingTime}>
          {beijingDateTime(pick.kickoff).slice(5)}
        </time>
        <PickResult pick={pick} replay={replay} />
      </div>
      <div className="pick-card__teams">
        <span className="pick-card__team">{pick.home_team}</span>
        <span className="pick-card__vs">{MODEL_TEXT.vs}</span>
        <span className="pick-card__team pick-card__team--away">{pick.away_team}</span>
      </div>
      <dl className="pick-card__facts">
        <div className="pick-card__fact pick-card__fact--pick">
          <dt>{MODEL_TEXT.pick}</dt>
          <dd>{pick.pick_label}</dd>
        </div>
        <div className="pick-card__fact">
          <dt>{MODEL_TEXT.probability}</dt>
          <dd>{MODEL_TEXT.percent(pick.probability)}</dd>
        </div>
        <div className="pick-card__fact">
          <dt>{MODEL_TEXT.odds}</dt>
          <dd>{pick.odds === null ? MODEL_TEXT.noOdds : pick.odds.toFixed(2)}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * One pick of a model: competition, kick-off in Beijing time, the teams, the pick in Chinese with
 * its probability and modelled odds, and its result with the final score. A pick whose match the
 * server replays opens that match's pages; any other football pick opens the fixture's overview.
 */
export const PickCard = memo(function PickCard({
  pick,
  replay,
  highlight = false,
}: {
  pick: ModelPick;
  replay: MatchListEntry | undefined;
  highlight?: boolean;
}) {
  const className = `pick-card${highlight ? ' pick-card--highlight' : ''}`;
  const path = pickPath(pick, replay);
  if (!path) {
    return (
      <li>
        <article className={className} data-match-id={pick.match_id}>
          <CardBody pick={pick} replay={replay} />
        </article>
      </li>
    );
  }
  return (
    <li>
      <a
        className={`${className} pick-card--link`}
        href={hashHref(path)}
        data-match-id={pick.match_id}
        data-replay-id={replay?.match_id}
      >
        <CardBody pick={pick} replay={replay} />
        <span className="pick-card__open">
          {replay ? MODEL_TEXT.openMatch : MODEL_TEXT.openOverview} ›
        </span>
      </a>
    </li>
  );
});
