import {
  APP_DEEP_LINK_SCHEME,
  APP_VERSION,
  KANQIU_API_PATHS,
  OPEN_APP_FALLBACK_MS,
} from '@kanqiu/core';
import type { AppLinks } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { success } from '../envelope';
import type { ServerContext } from '../server-context';

/**
 * `POST /api/app/links`: where this deployment offers the app (`KANQIU_APK_URL`,
 * `KANQIU_APP_STORE_URL`; `null` when not set) and how the app is opened (core's deep-link scheme).
 */
export function registerAppLinkRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post(KANQIU_API_PATHS.appLinks, async () => {
    const links: AppLinks = {
      apk_url: context.appLinks.apkUrl,
      app_store_url: context.appLinks.appStoreUrl,
      deep_link_scheme: APP_DEEP_LINK_SCHEME,
      version: APP_VERSION,
      open_app_fallback_ms: OPEN_APP_FALLBACK_MS,
    };
    return success(links);
  });
}
