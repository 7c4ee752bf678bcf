import type { Socket } from 'node:net';
import fastifyCors from '@fastify/cors';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { MESSAGES } from '../content/messages';
import { ApiCode } from './api-code';
import { registerApiCompression } from './api-compression';
import { ApiError } from './api-error';
import { type RequestBudgets, registerApiRateLimit } from './api-rate-limit';
import { bootAdverts, bootAdvertsBlock } from './boot-adverts';
import { bootModelsReader } from './boot-models';
import { type ConnectionCaps, capConnections } from './connection-caps';
import {
  clientErrorResponse,
  describeError,
  notFoundAnswer,
  RAW_SECURITY_HEADERS,
} from './describe-error';
import { drainOnClose } from './drain-on-close';
import { failure } from './envelope';
import { type HostRule, hostAllowed } from './host-rule';
import {
  isDocumentRequest,
  REFUSED_DOCUMENT_POLICY,
  refusedDocumentPage,
} from './refused-document';
import { registerActivityRoutes } from './routes/activity-routes';
import { registerAppLinkRoutes } from './routes/app-link-routes';
import { registerBasketballRoutes } from './routes/basketball-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerDebugRoutes } from './routes/debug-routes';
import { registerFeedbackRoutes } from './routes/feedback-routes';
import { registerFollowRoutes } from './routes/follow-routes';
import { registerFootballModelRoutes } from './routes/football-model-routes';
import { registerFootballOverviewRoutes } from './routes/football-overview-routes';
import { registerFootballTeamRoutes } from './routes/football-team-routes';
import { registerHealthRoute } from './routes/health-route';
import { registerIngestRoutes } from './routes/ingest-routes';
import { registerInviteRoutes } from './routes/invite-routes';
import { registerLeagueRoutes } from './routes/league-routes';
import { registerLocationRoutes } from './routes/location-routes';
import { registerMatchRoutes } from './routes/match-routes';
import { registerModelRoutes } from './routes/model-routes';
import { registerSearchRoutes } from './routes/search-routes';
import { registerUserSceneRoute } from './routes/user-scene-route';
import { registerWebLogRoutes } from './routes/web-log-routes';
import { registerWorldRoutes } from './routes/world-routes';
import { type ContentPolicySources, registerSecurityHeaders } from './security-headers';
import type { ServerContext } from './server-context';
import { staticVersions } from './static-versions';
import { registerStorybook } from './storybook-static';
import { registerPublicFiles, registerWebview } from './webview-static';

/** Options of {@link createHttpApp}. */
export interface HttpAppOptions {
  logger: FastifyServerOptions['logger'];
  /** Largest request body in bytes. */
  bodyLimit: number;
  /** Time a whole request (headers and body) may take to arrive, in ms; then 408. */
  requestTimeoutMs: number;
  /** Time the headers may take to arrive, in ms (at most `requestTimeoutMs`). */
  headersTimeoutMs: number;
  /** Caps on open connections, as a whole and per address. */
  connections: ConnectionCaps;
  /** Time an idle keep-alive connection is kept, in ms. */
  keepAliveTimeoutMs: number;
  /** Time in-flight requests get to finish once a shutdown begins, in ms. */
  shutdownGraceMs: number;
}

/** How often Node looks for requests past their timeout (its default, 30 s, would let them run long). */
const TIMEOUT_CHECK_MS = 1_000;

/** What {@link registerHttpRoutes} serves. */
export interface HttpRoutesOptions {
  /** Origins allowed by CORS: `true` for any, `false` for none, or a list. */
  corsOrigin: boolean | string[];
  webviewDir: string;
  publicDir: string;
  /** Sources of the Content-Security-Policy beyond the server's own origin. */
  contentPolicy: ContentPolicySources;
  storybookDir: string;
  /** The `Host` names served; another one is answered 421 (`4006`). */
  hostRule: HostRule;
  /** Requests of one client address a minute: calls and the app's files apart (`/healthz` excepted). */
  requestBudgets: RequestBudgets;
  /** Count clients by the last `X-Forwarded-For` hop. */
  trustProxy: boolean;
}

/**
 * The Fastify instance of the server, before any route: every failure becomes an envelope with a
 * Chinese `msg` (no stack trace, no echo of the request ever reaches a client), a known API path
 * asked with the wrong method answers 405 rather than 404, and a request that arrives too slowly
 * is cut off with 408 (docs/reliability.md §1).
 */
export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger,
    bodyLimit: options.bodyLimit,
    // Shutdown refusals are envelopes (drain-on-close.ts), not Fastify's own 503 body.
    return503OnClosing: false,
    requestTimeout: options.requestTimeoutMs,
    keepAliveTimeout: options.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(options.headersTimeoutMs, options.requestTimeoutMs),
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    // Per-request lines would drown the replay's own log; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: answerClientError,
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const answer = describeError(error, pathOf(request.raw.url));
      return reply
        .code(answer.status)
        .headers(RAW_SECURITY_HEADERS)
        .send(failure(answer.code, answer.msg));
    },
  });
  capConnections(app.server, options.connections);
  drainOnClose(app, options.shutdownGraceMs);
  // Only JSON (and, on the feedback call, multipart) bodies are API calls: a text body is 415.
  app.removeContentTypeParser('text/plain');
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) if (method !== 'HEAD') methods.add(method);
    methodsByPath.set(route.url, methods);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { status, code, msg } = describeError(error, pathOf(request.url));
    if (status >= 500 && status !== 503) {
      request.log.error({ err: error, url: request.url }, 'request failed');
    }
    const retryAfterSec = error instanceof ApiError ? error.retryAfterSec : undefined;
    if (retryAfterSec !== undefined) reply.header('retry-after', String(retryAfterSec));
    if (isDocumentRequest(request.method, pathOf(request.url))) {
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', REFUSED_DOCUMENT_POLICY)
        .send(refusedDocumentPage(msg, retryAfterSec));
    }
    return reply.code(status).send(failure(code, msg));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const methods = methodsByPath.get(path);
    if (methods) {
      const allowed = [...methods].sort().join(', ');
      return reply
        .code(405)
        .header('allow', allowed)
        .send(failure(ApiCode.MethodNotAllowed, MESSAGES.methodNotAllowed(allowed)));
    }
    const answer = notFoundAnswer(path);
    return reply.code(answer.status).send(failure(answer.code, answer.msg));
  });
  return app;
}

/** A body without a charset, or in UTF-8: the only encoding the server reads JSON and forms in. */
function utf8Body(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

/** A client error Node found before any route (a timeout, malformed headers): an envelope, then close. */
function answerClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy(error);
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
  registerSecurityHeaders(app, options.contentPolicy);
  app.addHook('onRequest', async (request, reply) => {
    if (!hostAllowed(options.hostRule, request.headers.host)) {
      return reply.code(421).send(failure(ApiCode.HostNotAllowed, MESSAGES.hostNotAllowed));
    }
    // Not a CORS preflight (no Origin): the envelope, not the CORS plugin's text.
    if (request.method === 'OPTIONS' && request.headers.origin === undefined) {
      return reply.code(400).send(failure(ApiCode.BadRequest, MESSAGES.badRequest));
    }
    if (!utf8Body(request.headers['content-type'])) {
      return reply
        .code(415)
        .send(failure(ApiCode.UnsupportedMediaType, MESSAGES.unsupportedCharset));
    }
  });
  await registerApiRateLimit(app, options.requestBudgets, options.trustProxy);
  await registerApiCompression(app);
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
  const versions = staticVersions(options.publicDir);
  registerContentRoutes(app, versions);
  registerWebLogRoutes(app, context);
  registerMatchRoutes(app, context);
  registerLeagueRoutes(app, context);
  registerBasketballRoutes(app, context);
  registerFootballTeamRoutes(app, context);
  registerFootballOverviewRoutes(app, context);
  registerDebugRoutes(app, context);
  registerIngestRoutes(app, context);
  registerActivityRoutes(app, context);
  registerInviteRoutes(app, context);
  registerFollowRoutes(app, context);
  await registerFeedbackRoutes(app, context);
  registerLocationRoutes(app, context);
  registerAppLinkRoutes(app, context);
  registerWorldRoutes(app, context);
  registerSearchRoutes(app, context);
  await registerPublicFiles(app, options.publicDir, versions);
  await registerStorybook(app, options.storybookDir);
  const models = bootModelsReader(() => context.catalog.modelInit());
  await registerWebview(
    app,
    options.webviewDir,
    options.contentPolicy,
    () => `${bootAdvertsBlock(bootAdverts(versions))}\n    ${models()}`,
  );
}
