import { ALERT_KINDS } from '@kanqiu/core';
import type { AlertSettings } from '@kanqiu/core/contract';
import { followStore } from './follow-store';
import { FOLLOW_TEXT } from './follow-texts';

/** The alert switches per kind (进球 / 红牌 / 开赛 / 完场), saved where the follows live. */
export function AlertSettingsRow({ alerts }: { alerts: AlertSettings }) {
  return (
    <fieldset className="follow-alerts">
      <legend className="follow-alerts__title">{FOLLOW_TEXT.alertsTitle}</legend>
      {ALERT_KINDS.map((kind) => (
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
    </fieldset>
  );
}
