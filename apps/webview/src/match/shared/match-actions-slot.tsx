import { memo, Suspense } from 'react';
import { lazyPart } from '../../routing/lazy-part';
import type { MatchActionsProps } from './match-actions';

const MatchActions = lazyPart(() => import('./match-actions').then((m) => m.MatchActions));

/** Equal when the buttons would show and do the same: a clock or score push changes none of it. */
function sameActions(a: MatchActionsProps, b: MatchActionsProps): boolean {
  return (
    a.sport === b.sport &&
    a.notStarted === b.notStarted &&
    a.page.match_id === b.page.match_id &&
    a.page.kickoff === b.page.kickoff &&
    a.page.home_team.name === b.page.home_team.name &&
    a.page.away_team.name === b.page.away_team.name
  );
}

/**
 * Where the match header puts its share and 提醒我 buttons. They load after the page, so the
 * header's first load carries only this slot; they sit in the header's corners (absolutely placed),
 * so their arrival moves nothing. The header renders on every push; the buttons only when what they
 * read changes.
 */
export const MatchActionsSlot = memo(function MatchActionsSlot(props: MatchActionsProps) {
  return (
    <Suspense fallback={null}>
      <MatchActions {...props} />
    </Suspense>
  );
}, sameActions);
