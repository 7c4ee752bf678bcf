import { createHostCalls } from '@kanqiu/bridge/host-calls';
import type { Sport } from '@kanqiu/core';
import { showToast } from '@kanqiu/ui';
import { useMemo, useState } from 'react';
import { pagePath } from '../../routing/navigation';
import { REMINDER_LEAD_MINUTES, rememberReminder, remindedMatches } from './reminders';
import { SHARE_TEXT as T } from './share-texts';

/** Props of {@link RemindButton}. */
export interface RemindButtonProps {
  sport: Sport;
  matchId: string;
  /** ISO kick-off on the app's clock; without one there is nothing to schedule. */
  kickoff: string | undefined;
  home: string;
  away: string;
  className: string;
}

/**
 * 提醒我 on a match that has not started: asks the native app to notify the fan shortly before
 * kick-off and of each goal while the page is closed (the bridge's optional `scheduleReminder`);
 * tapped again, it cancels. Where the app lacks the call (an older app, a browser), it only says
 * (a toast) that reminders need the app. Loaded after the page.
 */
export function RemindButton({
  sport,
  matchId,
  kickoff,
  home,
  away,
  className,
}: RemindButtonProps) {
  const host = useMemo(() => createHostCalls(), []);
  const [on, setOn] = useState(() => remindedMatches().includes(matchId));
  const supported = host.supports('scheduleReminder') && kickoff !== undefined;

  const toggle = () => {
    if (!supported || kickoff === undefined) {
      showToast(T.remindNeedsApp);
      return;
    }
    const sent = on
      ? host.cancelReminder(matchId)
      : host.scheduleReminder({
          match_id: matchId,
          kickoff,
          lead_minutes: REMINDER_LEAD_MINUTES,
          title: T.reminderTitle(home, away),
          body: T.reminderBody,
          url: pagePath(sport === 'football' ? 'footballLive' : 'basketballLive', {
            match_id: matchId,
          }),
          goal_alerts: true,
        });
    if (!sent) {
      showToast(T.remindFailed);
      return;
    }
    rememberReminder(matchId, !on);
    showToast(on ? T.remindCancelled : T.remindSet(REMINDER_LEAD_MINUTES));
    setOn(!on);
  };

  return (
    <button
      type="button"
      className={`${className}${on ? ` ${className}--on` : ''}`}
      aria-pressed={supported ? on : undefined}
      aria-label={T.remindLabel}
      data-supported={supported}
      onClick={toggle}
    >
      {on ? T.reminded : T.remind}
    </button>
  );
}
