import { type ModelKey, SESSION_FILTER_DEFAULT, type SessionFilter } from '@kanqiu/core';
import { modelCountCall } from '@kanqiu/core/contract/match';
import { memo, useState } from 'react';
import { useCall } from '../../../app/use-call';
import { RecordCard } from '../../../model/record-card';

/**
 * The model's record over its last 10 and last 20 settled picks: asked for together, shown and
 * failed together. It asks for them itself, so their answers draw the record alone, not the page.
 */
export const ModelRecord = memo(function ModelRecord({ model }: { model: ModelKey }) {
  const [sessions, setSessions] = useState<SessionFilter>(SESSION_FILTER_DEFAULT);
  const ten = useCall(modelCountCall(model), { sessions: 10 });
  const twenty = useCall(modelCountCall(model), { sessions: 20 });
  const counts = ten.data && twenty.data ? { 10: ten.data, 20: twenty.data } : null;
  return (
    <RecordCard
      count={counts?.[sessions] ?? null}
      sessions={sessions}
      onSessions={setSessions}
      loading={ten.loading || twenty.loading}
      failed={ten.error !== null || twenty.error !== null}
    />
  );
});
