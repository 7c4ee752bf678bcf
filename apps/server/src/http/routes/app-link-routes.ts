import { APP_DEEP_LINK_SCHEME, APP_VERSION, OPEN_APP_FALLBACK_MS } from '@kanqiu/core';
import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';

/**
 * `POST /api/app/links`: where this deployment offers the app (`KANQIU_APK_URL`,
 * `KANQIU_APP_STORE_URL`; `null` when not set) and how the app is opened (core's deep-link scheme).
 */
export function registerAppLinkRoutes(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.appLinks, () => ({
    apk_url: context.appLinks.apkUrl,
    app_store_url: context.appLinks.appStoreUrl,
    deep_link_scheme: APP_DEEP_LINK_SCHEME,
    version: APP_VERSION,
    open_app_fallback_ms: OPEN_APP_FALLBACK_MS,
  }));
}
