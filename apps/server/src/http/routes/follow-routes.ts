import { FOLLOW_LIMIT_MESSAGE, FOLLOW_MAX } from '@kanqiu/core';
import { CALLS, DEFAULT_ALERT_SETTINGS, type FollowState } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import type { StoredUser } from '../../store/user-store';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import type { ServerContext } from '../server-context';
import { userContractRoute, writeCallRoute } from '../user-contract-route';

/**
 * Follows (关注) and alert settings of the caller (docs/contract.md, "Follows and alerts"). Every change is committed
 * to the store before the answer is sent, so an acknowledged follow survives a killed server; the
 * answer is always the caller's whole state, so the page replaces what it holds.
 */
export function registerFollowRoutes(app: FastifyInstance, context: ServerContext): void {
  const stateOf = async (user: StoredUser, refused?: number): Promise<FollowState> => {
    const [follows, alerts] = await Promise.all([
      context.store.followsOf(user.id),
      context.store.alertSettingsOf(user.id),
    ]);
    return {
      follows: follows.map((follow) => ({
        kind: follow.kind,
        id: follow.id,
        name: follow.name,
        followed_at: new Date(follow.followedAt).toISOString(),
      })),
      alerts: alerts ?? DEFAULT_ALERT_SETTINGS,
      max: FOLLOW_MAX,
      ...(refused === undefined ? {} : { refused }),
    };
  };

  userContractRoute(app, context, CALLS.followList, (_body, user) => stateOf(user));

  writeCallRoute(app, context, CALLS.followSet, async ({ on, ...target }, user) => {
    const outcome = await context.store.setFollow({
      userId: user.id,
      target,
      on,
      at: context.clock.now(),
      max: FOLLOW_MAX,
    });
    if (!outcome.ok) throw new ApiError(ApiCode.FollowLimit, FOLLOW_LIMIT_MESSAGE);
    return stateOf(user);
  });

  writeCallRoute(app, context, CALLS.followMerge, async ({ follows, alerts }, user) => {
    const now = context.clock.now();
    const outcome = await context.store.mergeFollows({
      userId: user.id,
      targets: follows,
      at: now,
      max: FOLLOW_MAX,
    });
    if (alerts) await context.store.setAlertSettings(user.id, alerts, now, true);
    return stateOf(user, outcome.refused);
  });

  writeCallRoute(app, context, CALLS.followAlerts, async (settings, user) => {
    await context.store.setAlertSettings(user.id, settings, context.clock.now());
    return stateOf(user);
  });
}
