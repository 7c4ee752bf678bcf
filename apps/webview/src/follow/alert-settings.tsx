import type { AlertKind } from '@kanqiu/core';
import type { AlertSettings } from '@kanqiu/core/contract';
import { followStore } from './follow-store';
import { FOLLOW_TEXT } from './follow-texts';

/** The switches of each sport, in the order shown; 开赛 and 完场 count for basketball too. */
const ALERT_GROUPS: readonly { sport: 'football' | 'basketball'; kinds: readonly AlertKind[] }[] = [
  { sport: 'football', kinds: ['goal', 'red_card', 'kickoff', 'full_time'] },
  { sport: 'basketball', kinds: ['quarter_end', 'close_game', 'overtime'] },
];

/**
 * The alert switches per kind (进球 / 红牌 / 开赛 / 完场, and basketball's 每节结束 / 末节胶着 / 加时), saved
 * where the follows live.
 */
export function AlertSettingsRow({ alerts }: { alerts: AlertSettings }) {
  return (
    <fieldset className="follow-alerts">
      <legend className="follow-alerts__title">{FOLLOW_TEXT.alertsTitle}</legend>
      {ALERT_GROUPS.map(({ sport, kinds }) => (
        <span key={sport} className="follow-alerts__group">
          {sport === 'basketball' ? (
            <span className="follow-alerts__sport">{FOLLOW_TEXT.alertGroups[sport]}</span>
          ) : null}
          {kinds.map((kind) => (
            <button
              key={kind}
              type="button"
              className="follow-alerts__kind"
              aria-pressed={alerts[kind]}
              onClick={() => void followStore.setAlerts({ ...alerts, [kind]: !alerts[kind] })}
            >
              {FOLLOW_TEXT.alertKinds[kind]}
            </button>
          ))}
        </span>
      ))}
    </fieldset>
  );
}
