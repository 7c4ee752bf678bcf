import type { MatchListEntry } from '@kanqiu/core/contract';
import { type ComponentType, useEffect, useState } from 'react';

/** Props of {@link FollowSectionSlot}. */
export interface FollowSectionSlotProps {
  matches: readonly MatchListEntry[];
  /** The server's now (Unix ms), so "today" is the replay's today. */
  now: number;
}

let section: ComponentType<FollowSectionSlotProps> | null = null;
let sectionLoad: Promise<void> | null = null;

/**
 * Starts fetching the 我的关注 section's code. The home page calls it as it opens, beside its
 * match list call, so the code is in by the time the list is.
 */
export function preloadFollowSection(): Promise<void> {
  sectionLoad ??= import('./follow-section').then(
    (module) => {
      section = module.FollowSection;
    },
    // Without its code (offline, a replaced build) the home page shows its list without the section.
    () => undefined,
  );
  return sectionLoad;
}

/**
 * Whether the section's code has arrived (or failed to): the home page draws its list only then,
 * so the section and the list appear in one frame and nothing is pushed down later.
 */
export function useFollowSectionReady(): boolean {
  const [ready, setReady] = useState(section !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // A task of its own, after the page's first effects (its list call goes first): asking for the
    // chunk adds a link per file of it, work enough to lengthen the task that sends the call.
    const timer = setTimeout(() => {
      void preloadFollowSection().then(() => {
        if (live) setReady(true);
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

/** The home page's 我的关注 section, drawn once its code is in (see {@link useFollowSectionReady}). */
export function FollowSectionSlot(props: FollowSectionSlotProps) {
  const Section = section;
  return Section ? <Section {...props} /> : null;
}
