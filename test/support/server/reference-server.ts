import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { isEngineError, type EngineError, type ExchangeEngine } from '../../../src/adapters/demo/engine';
import type { Clock } from '../../../src/domain/shared/clock.port';
import { routesByPath, routeTable } from './all-routes';
import { answerFault } from './fault-answers';
import { createFaultTable, type FaultSpec, type FaultTable } from './faults';
import { faultControl, FAULTS_PATH } from './fault-control';
import { createHeldRequests, RELEASE_PATH } from './held-requests';
import { CORS_HEADERS, sendJson } from './respond';
import { toSpecShape } from './spec-shapes';
import { clockControl, CLOCK_PATH, type MovableClock } from './movable-clock';
import { CONTROL_PREFIX, testControl } from './test-control';
import type { Handler, Reply } from './route-types';

export interface ReferenceServerOptions {
  engine: ExchangeEngine;
  /** The engine's clock, for market answers and the Date header; the real clock by default. */
  clock?: Clock;
  /** The same clock when tests may move it (POST /__control/clock); absent, they cannot. */
  movableClock?: MovableClock;
  /** 0 (the default) picks a free port. */
  port?: number;
  faults?: Record<string, FaultSpec>;
  /** Answer with exactly the fields the SPEC lists (see spec-shapes.ts); off by default. */
  specShapes?: boolean;
}

export interface ReferenceServer {
  url: string;
  faults: FaultTable;
  close(): Promise<void>;
}

/**
 * The API bases in front of the table's paths (api-paths.ts API_BASES, at their defaults):
 * the desktop app's /bb/app (SPEC section 7) and the demo account's /contract/app. The
 * server answers under every base, so the same routes serve both form factors.
 */
const BASE_PREFIXES = /^(?:\/bb\/app)?(?:\/contract\/app)?(?=\/)/;

function sendReply(res: ServerResponse, reply: Reply): void {
  if (reply.kind === 'raw') return sendJson(res, 200, reply.body);
  sendJson(res, 200, { code: 1, msg: reply.msg ?? 'success', data: reply.data ?? null });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Waits `ms`, or less if the client goes away first. */
function delay(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The request's X-Access-Token, '' when it has none. */
function tokenOf(req: IncomingMessage): string {
  const header = req.headers['x-access-token'];
  return typeof header === 'string' ? header : '';
}

function userAgentOf(req: IncomingMessage): string {
  return req.headers['user-agent'] ?? '';
}

/** The X-Fault-Scope a test page sends, so its signed-out calls can have faults of their own. */
function faultScopeOf(req: IncomingMessage): string {
  const header = req.headers['x-fault-scope'];
  return typeof header === 'string' ? header : '';
}

/** Runs a route; an engine refusal becomes the envelope {code, msg} (code -2 for a bad token). */
async function runRoute(
  handler: Handler,
  shape: (reply: Reply) => Reply,
  params: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const token = tokenOf(req);
  try {
    sendReply(res, shape(await handler({ params, token, userAgent: userAgentOf(req) })));
  } catch (error) {
    if (isEngineError(error)) return sendJson(res, 200, refusalBody(error));
    sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
  }
}

/** A refusal's envelope: its reason word, when it has one, in data (assumed, see api-paths). */
function refusalBody({ code, msg, reason }: EngineError) {
  return { code, msg, data: reason === undefined ? null : { reason } };
}

/** Runs a route for its effect only: the answer (or the refusal) is lost with the connection. */
async function applyOnly(handler: Handler, params: URLSearchParams, req: IncomingMessage): Promise<void> {
  try {
    await handler({ params, token: tokenOf(req), userAgent: userAgentOf(req) });
  } catch {
    // A refusal is lost as well: the client still cannot tell.
  }
}

export async function startReferenceServer(options: ReferenceServerOptions): Promise<ReferenceServer> {
  const clock = options.clock ?? { now: () => Date.now() };
  const faults = createFaultTable(options.faults);
  const held = createHeldRequests();
  const routes = routesByPath(routeTable(options.engine, clock));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://reference.invalid');
    const path = url.pathname.replace(BASE_PREFIXES, '');
    const body = await readBody(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      return void res.end();
    }
    // A server's Date header is its own clock: the app's server-time estimate follows a moved one.
    res.setHeader('Date', new Date(clock.now()).toUTCString());
    if (path === FAULTS_PATH) return faultControl(faults, req.method ?? '', url, body, res);
    if (path === RELEASE_PATH && req.method === 'POST') {
      return sendJson(res, 200, { released: held.release(url.searchParams.get('token') ?? undefined) });
    }
    if (path === CLOCK_PATH && req.method === 'POST') return clockControl(options.movableClock, body, res);
    if (path.startsWith(CONTROL_PREFIX) && req.method === 'POST') {
      return testControl(options.engine, path, body, res);
    }
    const route = routes.get(path);
    if (!route) return sendJson(res, 404, { error: 'Not Found', path });
    if (req.method !== route.entry.method) return sendJson(res, 405, { error: 'Method Not Allowed', path });
    const fault = faults.take(path, tokenOf(req), faultScopeOf(req));
    const params = req.method === 'GET' ? url.searchParams : new URLSearchParams(body);
    if (fault?.hold) {
      await held.hold(fault.token ?? '');
      // Done late: applied even when the caller has gone (the proxy gave up, the page reloaded).
      if (res.destroyed) return await applyOnly(route.handler, params, req);
    }
    if (fault?.latencyMs) await delay(res, fault.latencyMs);
    if (res.destroyed) return;
    // The apply-then faults run the route first; what the client then gets is the fault's.
    const kind = fault?.answer?.kind;
    if (kind === 'apply-then-drop' || kind === 'apply-then-answer')
      await applyOnly(route.handler, params, req);
    if (fault?.answer) return answerFault(fault.answer, req, res);
    const shape = options.specShapes
      ? (reply: Reply) => toSpecShape(route.key, reply)
      : (reply: Reply) => reply;
    await runRoute(route.handler, shape, params, req, res);
  }

  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendJson(res, 500, { error: String(error) }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
