import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A real HTTP server whose paths each play one server behaviour the client must handle. */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse, url: URL) => void;

function send(res: ServerResponse, status: number, text: string, type = 'application/json'): void {
  res.writeHead(status, { 'Content-Type': type });
  res.end(text);
}

const json = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, JSON.stringify(value));

/** Answers after `ms`, unless the client gave up first. */
function later(res: ServerResponse, ms: number, answer: () => void): void {
  const timer = setTimeout(answer, ms);
  res.on('close', () => clearTimeout(timer));
}

const routes: Record<string, Handler> = {
  '/ok': (_q, _b, res) => json(res, 200, { code: 1, msg: 'success', data: { value: 42 } }),
  '/ok-text-code': (_q, _b, res) => json(res, 200, { code: '1', msg: '', data: ['a', 'b'] }),
  '/ok-without-data': (_q, _b, res) => json(res, 200, { code: 1, msg: 'create success' }),
  '/business': (_q, _b, res) =>
    json(res, 200, { code: 0, msg: 'Insufficient available balance', data: null }),
  '/business-without-msg': (_q, _b, res) => json(res, 200, { code: 0, data: null }),
  '/business-blank-msg': (_q, _b, res) => json(res, 200, { code: 0, msg: '' }),
  '/business-text-code': (_q, _b, res) => json(res, 200, { code: '500', msg: 'Server busy' }),
  '/expired': (_q, _b, res) => json(res, 200, { code: -2, msg: 'Please log in again', data: null }),
  '/expired-text-code': (_q, _b, res) => json(res, 200, { code: '-2', msg: 'Login expired' }),
  '/expired-without-msg': (_q, _b, res) => json(res, 200, { code: -2 }),
  '/http-500': (_q, _b, res) => json(res, 500, { error: 'Internal Server Error', path: '/http-500' }),
  '/http-502-text': (_q, _b, res) => send(res, 502, 'Bad Gateway', 'text/html'),
  '/http-201': (_q, _b, res) => json(res, 201, { code: 1, data: 'created' }),
  '/slow': (_q, _b, res) => later(res, 2000, () => json(res, 200, { code: 1, data: 'too late' })),
  '/slow-drip': (_q, _b, res) => {
    // Keeps the socket busy with a byte every 50 ms, so only a whole-call deadline stops it.
    res.writeHead(200, { 'Content-Type': 'application/json' });
    const timer = setInterval(() => res.write(' '), 50);
    res.on('close', () => clearInterval(timer));
  },
  '/reset': (req) => req.socket.destroy(),
  '/malformed': (_q, _b, res) => send(res, 200, '{not json'),
  '/html': (_q, _b, res) => send(res, 200, '<html><body>maintenance</body></html>', 'text/html'),
  '/empty': (_q, _b, res) => send(res, 200, ''),
  '/array': (_q, _b, res) => json(res, 200, [1, 2, 3]),
  '/string': (_q, _b, res) => json(res, 200, 'ok'),
  '/null': (_q, _b, res) => json(res, 200, null),
  '/number': (_q, _b, res) => json(res, 200, 1),
  '/no-code': (_q, _b, res) => json(res, 200, { msg: 'hello', data: 1 }),
  '/bad-code': (_q, _b, res) => json(res, 200, { code: 'yes', msg: 'hello' }),
  '/huobi-ok': (_q, _b, res) =>
    json(res, 200, { status: 'ok', ch: 'market.btcusdt.detail', ts: 1, tick: { close: 50000, vol: 12 } }),
  '/huobi-error': (_q, _b, res) =>
    json(res, 200, { status: 'error', 'err-code': 'invalid-parameter', 'err-msg': 'invalid symbol' }),
  '/huobi-error-msg': (_q, _b, res) => json(res, 200, { status: 'error', msg: 'market closed' }),
  '/huobi-error-bare': (_q, _b, res) => json(res, 200, { status: 'error' }),
  '/echo': (req, body, res, url) =>
    json(res, 200, {
      code: 1,
      data: { method: req.method, path: url.pathname, query: url.search, headers: req.headers, body },
    }),
};

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://test.invalid');
      // The desktop base prefixes every path; both bases reach the same scenarios.
      const route = routes[url.pathname.replace(/^\/bb\/app(?=\/)/, '')];
      const body = Buffer.concat(chunks).toString('utf8');
      if (route) route(req, body, res, url);
      else json(res, 404, { notFound: url.pathname });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A URL on which nothing listens: a port that was bound, then released. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
