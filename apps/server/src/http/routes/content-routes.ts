import { API_PATHS } from '@kanqiu/core';
import { agreementRequestSchema, bannerListRequestSchema } from '@kanqiu/core/contract';
import type { FastifyInstance } from 'fastify';
import { AGREEMENTS } from '../../content/agreements';
import { bannersFor } from '../../content/banners';
import { success } from '../envelope';
import { parseBody } from '../parse-body';

/** `POST /api/user/xy {type}` (agreement texts) and `POST /api/banner/getList {show_place?}`. */
export function registerContentRoutes(app: FastifyInstance): void {
  app.post(API_PATHS.agreement, async (request) => {
    const { type } = parseBody(agreementRequestSchema, request.body);
    return success(AGREEMENTS[type]);
  });
  app.post(API_PATHS.bannerList, async (request) => {
    const { show_place } = parseBody(bannerListRequestSchema, request.body);
    return success(bannersFor(show_place));
  });
}
