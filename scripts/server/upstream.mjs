/**
 * How the app server's proxy calls the API behind it. @fastify/reply-from's default client
 * (undici) waits up to 300 s for an answer and keeps the call open after the browser has
 * given up, so a money request could be applied minutes after the screen showed nothing.
 * This client gives up before the browser does (the app's deadline is 12 s), which the proxy
 * answers with 504 ("outcome unknown" to the app), and cuts the call when the browser's
 * request closes. reply-from takes any object with undici's `request(options, callback)`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';

/** Below the app's 12 s deadline, so the browser hears 504 rather than its own timeout. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** The browser's response being proxied, for the upstream call made while proxying it. */
const proxying = new AsyncLocalStorage();

/** Proxies one browser request (`forward` calls reply.from) so its upstream call hears it close. */
export function forwardFor(reply, forward) {
  return proxying.run(reply.raw, forward);
}

/** The browser closed its request before its answer was sent. */
const gaveUpError = () =>
  Object.assign(new Error('The browser gave up on the request'), { code: 'ECONNRESET' });
const browserGone = (browser) => browser !== undefined && browser.closed && !browser.writableFinished;

/** reply-from maps this code to 504 Gateway Timeout. */
const timedOut = () =>
  Object.assign(new Error('The API gave no answer in time'), { code: 'UND_ERR_HEADERS_TIMEOUT' });

/** The headers as node:http takes them: reply-from blanks the hop-by-hop ones with undefined. */
const defined = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));

export function createUpstream({ timeoutMs = UPSTREAM_TIMEOUT_MS } = {}) {
  // One connection per call. A kept connection that the API closes while idle (a Node server
  // does after 5 s, and the market polls come every 5 s) fails the next call made on it with
  // a reset: a 502 for a call the API never saw.
  const agent = new http.Agent({ keepAlive: false });
  return {
    request(options, callback) {
      const browser = proxying.getStore();
      // Gone before the call was made: nobody waits for it, so it is not made.
      if (browserGone(browser)) return void callback(gaveUpError());
      let settled = false;
      const settle = (error, answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        callback(error, answer);
      };
      const call = http.request(new URL(options.path, options.origin), {
        method: options.method,
        headers: defined(options.headers),
        agent,
      });
      const timer = setTimeout(() => {
        settle(timedOut());
        call.destroy();
      }, options.headersTimeout ?? timeoutMs);
      call.on('response', (response) =>
        settle(null, { statusCode: response.statusCode, headers: response.headers, body: response }),
      );
      call.on('error', (error) => settle(error));
      // The browser closed its request before its answer was sent: nobody waits for this call.
      const gaveUp = () => {
        if (!browserGone(browser)) return;
        call.destroy();
        // Ends the proxying too, whichever way the destroyed call reports itself.
        settle(gaveUpError());
      };
      browser?.once('close', gaveUp);
      call.once('close', () => browser?.off('close', gaveUp));
      const { body } = options;
      if (body && typeof body.pipe === 'function') body.pipe(call);
      else call.end(body ?? undefined);
    },
    close: async () => agent.destroy(),
    destroy: async () => agent.destroy(),
  };
}
