import * as v from 'valibot';
import { API_PATHS } from '../api';
import { call } from './call-contract';

/** Body of `POST /api/app/links`: nothing. */
export const appLinksRequestSchema = v.object({});

/** `data` of `POST /api/app/links`: where the app is downloaded and how it is opened. */
export const appLinksSchema = v.object({
  /** The Android package (APK) to download; `null` while the deployment offers none. */
  apk_url: v.nullable(v.string()),
  /** The App Store page of the iOS app; `null` while there is none. */
  app_store_url: v.nullable(v.string()),
  /** The app's URL scheme (`kanqiu`): `kanqiu://open?path=…` opens a route in the app. */
  deep_link_scheme: v.string(),
  /** The app version the links are for. */
  version: v.string(),
  /** How long the open-in-app page waits before offering the download page (ms). */
  open_app_fallback_ms: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
/** Download links and the deep-link scheme. */
export type AppLinks = v.InferOutput<typeof appLinksSchema>;

/** `POST /api/app/links`: download links and the deep-link scheme. */
export const appLinksCall = call(API_PATHS.appLinks, appLinksRequestSchema, appLinksSchema);
