import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { AGREEMENTS } from '../../content/agreements';
import { bannersFor } from '../../content/banners';
import { contractRoute } from '../contract-route';

/** `POST /api/user/xy {type}` (agreement texts) and `POST /api/banner/getList {show_place?}`. */
export function registerContentRoutes(app: FastifyInstance): void {
  contractRoute(app, CALLS.agreement, ({ type }) => AGREEMENTS[type]);
  contractRoute(app, CALLS.bannerList, ({ show_place }) => bannersFor(show_place));
}
