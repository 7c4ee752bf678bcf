import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { contractRoute } from '../contract-route';
import type { ServerContext } from '../server-context';

/**
 * `POST /api/user/userScene {scene, client_id?}`: with `client_id`, subscribes that socket connection
 * to the scene (which then gets the page at once and every change); without, only loads the page.
 */
export function registerUserSceneRoute(app: FastifyInstance, context: ServerContext): void {
  contractRoute(app, CALLS.userScene, async ({ scene, client_id }) => {
    if (!context.feed.has(scene)) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownScene);
    if (client_id === undefined) {
      return { scene, subscribed: false, page: (await context.feed.current(scene)).content };
    }
    const page = await context.sockets.subscribe(client_id, scene);
    return { scene, subscribed: true, page: page.content };
  });
}
