/**
 * The production server behind `npm start`: the built app as a production host should
 * serve it. Precompressed brotli and gzip files (written by the build) are chosen by the
 * browser's Accept-Encoding; hashed assets are cached for good, index.html is revalidated
 * on every visit so a new deployment is picked up; the homes and the tabs a visitor lands on come
 * with their first screen painted in (first-screen-page.mjs's FIRST_SCREEN_ROUTES), other routes of `/` and `/pc` fall back to
 * index.html (client-side routes); every answer carries the security headers; in http mode the API
 * paths are proxied to VITE_API_TARGET.
 */
import fastifyHelmet from '@fastify/helmet';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { join } from 'node:path';
import { API_PREFIXES } from './api-prefixes.mjs';
import { FIRST_SCREEN_ROUTES, firstScreenFor } from './first-screen-page.mjs';
import { headerDirectives, PERMISSIONS_POLICY } from './security-headers.mjs';
import { createUpstream, forwardFor, UPSTREAM_TIMEOUT_MS } from './upstream.mjs';

const HASHED_ASSET = /^\/assets\//;

/**
 * A gateway's answer when the API behind it gave none: 504 when it took too long, else 502,
 * as nginx and other gateways answer. @fastify/reply-from says 500 for a reset connection,
 * which would tell the app the server refused, when the request may have been applied
 * (an order placed, money moved): 502/504 are "outcome unknown" to the app.
 */
export function gatewayStatusOf(error) {
  return error?.statusCode === 504 ? 504 : 502;
}

function replyLostAnswer(reply, { error }) {
  const status = gatewayStatusOf(error);
  reply.code(status).send({ error: status === 504 ? 'Gateway Timeout' : 'Bad Gateway' });
}
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * @param {{ root: string, apiTarget?: string, apiBase?: string | string[], logger?: boolean, upstreamTimeoutMs?: number }} options
 */
export async function createAppServer({
  root,
  apiTarget,
  apiBase = '',
  logger = false,
  upstreamTimeoutMs = UPSTREAM_TIMEOUT_MS,
}) {
  const app = Fastify({ logger });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: headerDirectives(apiBase),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The customer-service chat and coin logos may come from other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  if (apiTarget) {
    // One client for every prefix: it gives up below the app's deadline and when the browser does.
    const upstream = createUpstream({ timeoutMs: upstreamTimeoutMs });
    for (const prefix of API_PREFIXES) {
      await app.register(fastifyProxy, {
        upstream: apiTarget,
        prefix,
        rewritePrefix: prefix,
        undici: upstream,
        handler: (request, reply, dest, options) => forwardFor(reply, () => reply.from(dest, options)),
        replyOptions: { onError: replyLostAnswer },
      });
    }
  }
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const url = '/' + path.slice(root.length).split('\\').join('/').replace(/^\/+/, '');
      reply.header('cache-control', HASHED_ASSET.test(url) ? IMMUTABLE : 'no-cache');
    },
  });
  const sendPage = (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  // The root itself: left to the static files (which list no directories), a client that
  // takes no compressed copy got 403 for `/`.
  // The routes with a visitor's first screen painted in, in the language last chosen here.
  for (const { url, screen, bare } of FIRST_SCREEN_ROUTES) {
    app.route({
      method: ['GET', 'HEAD'],
      url,
      handler: (request, reply) => {
        const { cookie, 'user-agent': agent } = request.headers;
        const queried = request.url.includes('?');
        const painted = bare && queried ? null : firstScreenFor(root, cookie, screen, agent);
        return painted ? reply.header('cache-control', 'no-cache').sendFile(painted, root) : sendPage(reply);
      },
    });
  }
  // Client-side routes (mobile at /, desktop under /pc) answer with the app's page.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = ['GET', 'HEAD'].includes(request.method) && !HASHED_ASSET.test(request.url);
    if (!wantsPage) return reply.code(404).send({ error: 'Not Found' });
    return sendPage(reply);
  });
  return app;
}

/** Starts the server; resolves with its address. */
export async function startAppServer({ port = 4173, host = '127.0.0.1', ...options }) {
  const app = await createAppServer(options);
  await app.listen({ port, host });
  return { app, url: `http://${host}:${app.server.address().port}` };
}

export const distRoot = (outDir = 'dist') => join(process.cwd(), outDir);
