import { BannerPosition, type BannerPositionCode } from '@kanqiu/core';
import { bannersFor } from '../content/banners';
import { jsonDataBlock } from './index-document';
import { type StaticVersions, versionedUrl } from './static-versions';

/**
 * The id of the document's data block that names the first advert image of each place; the inline
 * boot script reads it by this id (apps/webview/src/shell/boot.js).
 */
export const BOOT_ADVERTS_ID = 'kq-boot-adverts';

/** The first advert image of each banner place, by its position code, as the banner list hands it out. */
export type BootAdverts = Partial<Record<BannerPositionCode, string>>;

/**
 * The image of the first banner of each place (the one a page shows before its carousel turns), with
 * its content version, exactly as `POST /api/banner/getList` names it: the document carries this
 * table so that the page's largest paint, that image, is asked for from the document rather than
 * after the app's code and its banner call (docs/performance.md, "The advert image from the document").
 */
export function bootAdverts(versions: StaticVersions): BootAdverts {
  const table: BootAdverts = {};
  for (const position of Object.values(BannerPosition)) {
    const first = bannersFor(position)[0];
    if (first) table[position] = versionedUrl(first.image_url, versions);
  }
  return table;
}

/** The table as the document's data block (`jsonDataBlock`). */
export function bootAdvertsBlock(table: BootAdverts): string {
  return jsonDataBlock(BOOT_ADVERTS_ID, table);
}
