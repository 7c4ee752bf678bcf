import { CALLS } from '@kanqiu/core/contract/calls';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../content/messages';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { parseBody } from '../parse-body';
import { sendPreparedJson } from '../prepared-json';
import type { ServerContext } from '../server-context';

/**
 * `POST /api/user/userScene {scene, client_id?}`: with `client_id`, subscribes that socket connection
 * to the scene (which then gets the page at once and every change); without, only loads the page.
 * The answer goes as the page's prepared bytes (`scenes/scene-answer.ts`): every fan opening the
 * same scene between two changes gets the same bytes, serialised and compressed once.
 */
export function registerUserSceneRoute(app: FastifyInstance, context: ServerContext): void {
  app.post(CALLS.userScene.path, { compress: false }, async (request, reply) => {
    const { scene, client_id } = parseBody(CALLS.userScene.request, request.body);
    if (!context.feed.has(scene)) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownScene);
    const page =
      client_id === undefined
        ? await context.feed.current(scene)
        : await context.sockets.subscribe(client_id, scene);
    return sendPreparedJson(request, reply, page.answer.form(client_id !== undefined));
  });
}
