import type { FootballIncident } from '@kanqiu/core/contract';
import { useMemo, useRef } from 'react';
import { HeldSlot } from '../../../match/shared/held-slot';
import { useHeldLines } from '../../../match/shared/use-held-lines';
import { FACTS_TEXT } from './facts-texts';
import { IncidentRows } from './incident-timeline';
import { shootoutTally } from './shootout-tally';

/** An incident as one line of the slot above the timeline: minute, player, what happened. */
function slotLine(incident: FootballIncident): string {
  return [incident.minute_text, incident.player_name, incident.type_label]
    .filter(Boolean)
    .join(' ');
}

/**
 * The incident timeline (`IncidentTimeline`) that never pushes what the fan reads down the screen:
 * with its top in view, new incidents wait behind the slot above it (`useHeldLines`, as the text
 * live does) until tapped or until the top leaves the view; above the viewport, the browser's scroll
 * anchoring keeps the reader's place. Loaded after the page's first content.
 */
export function HeldIncidentTimeline({
  incidents,
  idle,
}: {
  incidents: readonly FootballIncident[];
  /** What the slot says while nothing waits. */
  idle: string;
}) {
  const tally = useMemo(() => shootoutTally(incidents), [incidents]);
  const newestFirst = useMemo(() => [...incidents].reverse(), [incidents]);
  const slotRef = useRef<HTMLDivElement>(null);
  const { shown, held, release } = useHeldLines(newestFirst, slotRef);
  const newest = held[0];
  return (
    <>
      <HeldSlot
        slotRef={slotRef}
        count={FACTS_TEXT.newIncidents(held.length)}
        newest={newest ? slotLine(newest) : null}
        idle={idle}
        onRelease={release}
      />
      <IncidentRows incidents={shown} shootout={tally} />
    </>
  );
}
