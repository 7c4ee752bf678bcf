import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { AGREEMENTS } from '../../content/agreements';
import { bannersFor } from '../../content/banners';
import { contractRoute } from '../contract-route';
import { type StaticVersions, versionedUrl } from '../static-versions';

/**
 * `POST /api/user/xy {type}` (agreement texts) and `POST /api/banner/getList {show_place?}`, whose
 * images carry their content version so phones may keep them for good.
 */
export function registerContentRoutes(app: FastifyInstance, versions: StaticVersions): void {
  contractRoute(app, CALLS.agreement, ({ type }) => AGREEMENTS[type]);
  contractRoute(app, CALLS.bannerList, ({ show_place }) =>
    bannersFor(show_place).map((banner) => ({
      ...banner,
      image_url: versionedUrl(banner.image_url, versions),
    })),
  );
}
