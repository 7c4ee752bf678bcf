import { lazyPart } from '../../routing/lazy-part';
import { AfterPaintSlot } from './after-paint-slot';
import type { MatchActionsProps } from './match-actions';

const MatchActions = lazyPart(() => import('./match-actions').then((m) => m.MatchActions));

/**
 * Where the match header puts its share and 提醒我 buttons. They load after the page, so the
 * header's first load carries only this slot; they sit in the header's corners (absolutely placed),
 * so their arrival moves nothing. Their code is asked for once the header's frame has painted, in a
 * task of its own rather than inside the one that draws the header. The header renders on every
 * push; the buttons themselves only when what they read changes (`MatchActions` is memoised in its
 * own chunk, which costs the first load nothing).
 */
export function MatchActionsSlot(props: MatchActionsProps) {
  return (
    <AfterPaintSlot>
      <MatchActions {...props} />
    </AfterPaintSlot>
  );
}
