import type { FastifyInstance } from 'fastify';
import type { InlineHashes } from './index-document';

/** Sources the Content-Security-Policy allows beyond the server's own origin. */
export interface ContentPolicySources {
  /** Extra `connect-src`: an API or socket on another origin (`https://api.example.com wss://live.example.com`). */
  connect: readonly string[];
  /** Extra `img-src`: hosts of banner images (`https://img.example.com`). */
  img: readonly string[];
  /** `frame-src`: what the generic webview page may embed. */
  frame: readonly string[];
  /** `frame-ancestors`: who may show the app in a frame. */
  frameAncestors: readonly string[];
}

/** The sources of the local server: its own origin, https pages in the generic webview, framed only by itself. */
export const DEFAULT_CONTENT_POLICY: ContentPolicySources = {
  connect: [],
  img: [],
  frame: ['https:'],
  frameAncestors: ["'self'"],
};

/**
 * The Content-Security-Policy of the app (docs/reliability.md §2): scripts and styles only from the
 * server's own files and, for `index.html`, its own inline blocks named by their hashes (`inline`),
 * data only from the server's own origin (`'self'` covers its `ws:`/`wss:` socket) and the extra
 * origins configured.
 */
export function contentSecurityPolicy(
  sources: ContentPolicySources,
  inline: InlineHashes = { scripts: [], styles: [] },
): string {
  const list = (...items: readonly string[]) => items.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...inline.scripts)}`,
    `style-src ${list("'self'", ...inline.styles)}`,
    // blob: is the page's own memory: the feedback form previews and shrinks the photos a user picks.
    `img-src ${list("'self'", 'blob:', ...sources.img)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...sources.connect)}`,
    `frame-src ${list("'self'", ...sources.frame)}`,
    `frame-ancestors ${sources.frameAncestors.length ? list(...sources.frameAncestors) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * Sends the security headers on every answer: the policy (unless a route set its own, like the
 * feedback image's `default-src 'none'`), no referrer to other sites, no framing by other sites, and
 * no content sniffing.
 */
export function registerSecurityHeaders(app: FastifyInstance, sources: ContentPolicySources): void {
  const policy = contentSecurityPolicy(sources);
  const frameOptions = xFrameOptions(sources.frameAncestors);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', policy);
    }
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    if (frameOptions) reply.header('x-frame-options', frameOptions);
  });
}

/** Old webviews read X-Frame-Options only: it can say "nobody" or "same origin", not name hosts. */
function xFrameOptions(ancestors: readonly string[]): string | null {
  if (ancestors.every((source) => source === "'none'")) return 'DENY';
  if (ancestors.every((source) => source === "'self'")) return 'SAMEORIGIN';
  return null;
}
