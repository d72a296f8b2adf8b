import axios from 'axios';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { acceptLanguageFor } from '../../domain/locale/locale';
import type { CurrentLocale } from '../../domain/locale/locale.port';
import type { SessionExpiryListener, TokenSource } from '../../domain/session/session.port';
import type { ServerTimeListener } from '../../domain/shared/clock.port';
import { GatewayError } from '../../domain/shared/gateway-error';
import { readEnvelope, readFullEnvelope, readMarket, type Envelope } from './envelope';
import { toSearchParams } from './form-encoding';
import { parseBody } from './response-body';
import { toGatewayError } from './to-gateway-error';

/** SPEC section 7: desktop calls time out after 12 seconds; mobile calls use the same. */
export const DEFAULT_TIMEOUT_MS = 12_000;

/**
 * One API base. Results are typed by the caller: the gateway adapters that use this
 * client check the shape of `data` before it reaches the domain.
 */
export interface HttpClient {
  /** Form-encoded POST answered by a `{code, msg, data}` envelope; resolves `data`. */
  post<T>(path: string, body?: Record<string, unknown>): Promise<T>;
  /** `post` that also resolves the success msg (SPEC section 7: the assets rate is in msg). */
  postEnvelope(path: string, body?: Record<string, unknown>): Promise<Envelope>;
  /** GET with a query string, answered by a `{code, msg, data}` envelope; resolves `data`. */
  get<T>(path: string, params?: Record<string, unknown>): Promise<T>;
  /** Form-encoded POST answered Huobi-style (`status: 'ok'`); resolves the whole body. */
  market<T>(path: string, body?: Record<string, unknown>): Promise<T>;
}

export interface HttpClientOptions {
  /** The API base, or a function read per call (the base may follow the form factor shown). */
  baseURL: string | (() => string);
  timeoutMs?: number;
  tokens: TokenSource;
  locale: CurrentLocale;
  sessionExpiry: SessionExpiryListener;
  /** Told the server time of each answer (its Date header), for the server-time clock. */
  serverTime?: ServerTimeListener;
  /** The device clock the round trip is measured with. */
  deviceNow?: () => number;
}

/** Reads a parsed body; a -2 in it is told to `expiry`, which knows the token the call carried. */
type BodyReader = (body: unknown, expiry: SessionExpiryListener) => unknown;

const TOKEN_HEADER = 'X-Access-Token';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const { tokens, locale, sessionExpiry, serverTime } = options;
  const deviceNow = options.deviceNow ?? (() => Date.now());
  const baseURL = typeof options.baseURL === 'string' ? () => options.baseURL as string : options.baseURL;
  const instance = axios.create({
    timeout: timeoutMs,
    // Raw text in, every status resolved: this module decides what is malformed or failed.
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    validateStatus: () => true,
    transitional: { clarifyTimeoutError: true, forcedJSONParsing: false, silentJSONParsing: false },
    // Paths are always relative to the API base; an absolute URL must not escape it.
    allowAbsoluteUrls: false,
  });

  // Read per request: the user may sign in or switch language after the client is made.
  function headers(extra: Record<string, string> = {}): Record<string, string> {
    const result: Record<string, string> = {
      ...extra,
      'Accept-Language': acceptLanguageFor(locale.current()),
    };
    const token = tokens.token();
    if (token) result[TOKEN_HEADER] = token;
    return result;
  }

  /** A -2 is told with the token its call carried: an answer to an older session ends no newer one. */
  const expiryFor = (config: AxiosRequestConfig): SessionExpiryListener => {
    const sent: unknown = (config.headers as Record<string, unknown> | undefined)?.[TOKEN_HEADER];
    const token = typeof sent === 'string' ? sent : null;
    return { sessionExpired: (message) => sessionExpiry.sessionExpired(message, token) };
  };

  async function send(config: AxiosRequestConfig, read: BodyReader): Promise<unknown> {
    // axios' own timeout is an idle timer in Node; this deadline bounds the whole call.
    const deadline = AbortSignal.timeout(timeoutMs);
    let response: AxiosResponse<unknown>;
    const sentAt = deviceNow();
    try {
      response = await instance.request<unknown>({ ...config, baseURL: baseURL(), signal: deadline });
    } catch (error) {
      throw toGatewayError(error, deadline);
    }
    const stamped = Date.parse(String(response.headers.date ?? ''));
    if (serverTime && Number.isFinite(stamped)) serverTime.observe(stamped, sentAt, deviceNow());
    const parsed = parseBody(response.data);
    if (response.status !== 200) {
      const body = parsed.ok ? parsed.value : parsed.text;
      throw new GatewayError({ kind: 'http-status', status: response.status, body });
    }
    if (!parsed.ok) throw new GatewayError({ kind: 'malformed' });
    return read(parsed.value, expiryFor(config));
  }

  const envelope: BodyReader = readEnvelope;
  const market: BodyReader = readMarket;
  const fullEnvelope: BodyReader = readFullEnvelope;

  const postForm = (path: string, body: Record<string, unknown> | undefined, read: BodyReader) =>
    send(
      {
        method: 'post',
        url: path,
        data: toSearchParams(body),
        headers: headers({ 'Content-Type': FORM_CONTENT_TYPE }),
      },
      read,
    );

  return {
    // The casts are the boundary where the caller's expected type is taken on trust.
    post: async <T>(path: string, body?: Record<string, unknown>) =>
      (await postForm(path, body, envelope)) as T,
    postEnvelope: async (path: string, body?: Record<string, unknown>) =>
      (await postForm(path, body, fullEnvelope)) as Envelope,
    market: async <T>(path: string, body?: Record<string, unknown>) =>
      (await postForm(path, body, market)) as T,
    get: async <T>(path: string, params?: Record<string, unknown>) =>
      (await send(
        { method: 'get', url: path, params: toSearchParams(params), headers: headers() },
        envelope,
      )) as T,
  };
}
