// Loaded on demand by the follow store once a token is there, so the follow calls' schemas stay out
// of the routes' first load.
import {
  type AlertSettings,
  type FollowState,
  type FollowTarget,
  followAlertsCall,
  followListCall,
  followMergeCall,
  followSetCall,
} from '@kanqiu/core/contract';
import type { KanqiuApi } from '@kanqiu/net';
import type { DeviceFollows } from './device-follows';

/**
 * The account's follows: the device's own are merged first when it holds any (then the device can
 * forget them), else the account's are read.
 */
export function loadAccount(api: KanqiuApi, device: DeviceFollows): Promise<FollowState> {
  if (device.follows.length === 0 && device.alerts === null) return api.call(followListCall);
  return api.call(followMergeCall, {
    follows: device.follows.map(({ kind, id, name }) => ({ kind, id, name })),
    ...(device.alerts ? { alerts: device.alerts } : {}),
  });
}

/** Follows or stops following one thing in the account. */
export function setAccountFollow(
  api: KanqiuApi,
  target: FollowTarget,
  on: boolean,
): Promise<FollowState> {
  return api.call(followSetCall, { kind: target.kind, id: target.id, name: target.name, on });
}

/** Saves the account's alert settings. */
export function saveAccountAlerts(api: KanqiuApi, alerts: AlertSettings): Promise<FollowState> {
  return api.call(followAlertsCall, alerts);
}
