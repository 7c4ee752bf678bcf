import fastifyCors from '@fastify/cors';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { MESSAGES } from '../content/messages';
import { ApiCode, type ApiCodeValue } from './api-code';
import { ApiError } from './api-error';
import { failure } from './envelope';
import { registerActivityRoutes } from './routes/activity-routes';
import { registerAppLinkRoutes } from './routes/app-link-routes';
import { registerBasketballRoutes } from './routes/basketball-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerDebugRoutes } from './routes/debug-routes';
import { registerFeedbackRoutes } from './routes/feedback-routes';
import { registerFootballModelRoutes } from './routes/football-model-routes';
import { registerFootballOverviewRoutes } from './routes/football-overview-routes';
import { registerFootballTeamRoutes } from './routes/football-team-routes';
import { registerHealthRoute } from './routes/health-route';
import { registerInviteRoutes } from './routes/invite-routes';
import { registerLeagueRoutes } from './routes/league-routes';
import { registerLocationRoutes } from './routes/location-routes';
import { registerMatchRoutes } from './routes/match-routes';
import { registerModelRoutes } from './routes/model-routes';
import { registerUserSceneRoute } from './routes/user-scene-route';
import { registerWebLogRoutes } from './routes/web-log-routes';
import type { ServerContext } from './server-context';
import { registerStorybook } from './storybook-static';
import { registerPublicFiles, registerWebview } from './webview-static';

/** Options of {@link createHttpApp}. */
export interface HttpAppOptions {
  logger: FastifyServerOptions['logger'];
  /** Largest request body in bytes. */
  bodyLimit: number;
}

/** What {@link registerHttpRoutes} serves. */
export interface HttpRoutesOptions {
  /** Origins allowed by CORS: `true` for any, `false` for none, or a list. */
  corsOrigin: boolean | string[];
  webviewDir: string;
  publicDir: string;
  storybookDir: string;
}

/**
 * The Fastify instance of the server, before any route: every failure becomes an envelope with a
 * Chinese `msg` (no stack trace ever reaches a client), and a known API path asked with the wrong
 * method answers 405 rather than 404.
 */
export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger,
    bodyLimit: options.bodyLimit,
    return503OnClosing: true,
    // Per-request lines would drown the replay's own log; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) if (method !== 'HEAD') methods.add(method);
    methodsByPath.set(route.url, methods);
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { status, code, msg } = describeError(error);
    if (status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    return reply.code(status).send(failure(code, msg));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const methods = methodsByPath.get(path);
    if (methods) {
      const allowed = [...methods].sort().join(', ');
      return reply
        .code(405)
        .header('allow', allowed)
        .send(failure(ApiCode.MethodNotAllowed, MESSAGES.methodNotAllowed(allowed)));
    }
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send(failure(ApiCode.UnknownPath, MESSAGES.unknownPath));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('404');
  });
  return app;
}

/**
 * Every route: the API calls with the `{code, msg, data}` envelope, the readiness probe, the banner
 * images, the Storybook build and the webview build.
 */
export async function registerHttpRoutes(
  app: FastifyInstance,
  context: ServerContext,
  options: HttpRoutesOptions,
): Promise<void> {
  await app.register(fastifyCors, {
    origin: options.corsOrigin,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });

  registerHealthRoute(app, context);
  registerUserSceneRoute(app, context);
  registerModelRoutes(app, context);
  registerFootballModelRoutes(app, context);
  registerContentRoutes(app);
  registerWebLogRoutes(app, context);
  registerMatchRoutes(app, context);
  registerLeagueRoutes(app, context);
  registerBasketballRoutes(app, context);
  registerFootballTeamRoutes(app, context);
  registerFootballOverviewRoutes(app, context);
  registerDebugRoutes(app, context);
  registerActivityRoutes(app, context);
  registerInviteRoutes(app, context);
  await registerFeedbackRoutes(app, context);
  registerLocationRoutes(app, context);
  registerAppLinkRoutes(app, context);
  await registerPublicFiles(app, options.publicDir);
  await registerStorybook(app, options.storybookDir);
  await registerWebview(app, options.webviewDir);
}

function describeError(error: FastifyError | ApiError): {
  status: number;
  code: ApiCodeValue;
  msg: string;
} {
  if (error instanceof ApiError)
    return { status: error.status, code: error.code, msg: error.message };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        code: ApiCode.UnsupportedMediaType,
        msg: MESSAGES.unsupportedMediaType,
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: ApiCode.PayloadTooLarge, msg: MESSAGES.payloadTooLarge };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: ApiCode.BadRequest, msg: MESSAGES.malformedJson };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, code: ApiCode.BadRequest, msg: MESSAGES.malformedJson };
  }
  return { status: 500, code: ApiCode.ServerFault, msg: MESSAGES.serverFault };
}
