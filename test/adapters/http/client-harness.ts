import { createHttpClient, type HttpClient } from '../../../src/adapters/http/http-client';
import type { Locale } from '../../../src/domain/locale/locale';
import { isGatewayError, type GatewayFailure } from '../../../src/domain/shared/gateway-error';

/** A client wired to changeable fakes of its ports, recording every session-expiry call. */
export interface ClientHarness {
  client: HttpClient;
  expired: string[];
  /** The token each expiry was told with (the one its call carried). */
  expiredTokens: (string | null | undefined)[];
  setToken(token: string | null): void;
  setLocale(locale: Locale): void;
}

export function createHarness(baseURL: string, timeoutMs?: number): ClientHarness {
  let token: string | null = null;
  let locale: Locale = 'en-US';
  const expired: string[] = [];
  const expiredTokens: (string | null | undefined)[] = [];
  const client = createHttpClient({
    baseURL,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    tokens: { token: () => token },
    locale: { current: () => locale },
    sessionExpiry: {
      sessionExpired: (message, sent) => {
        expired.push(message);
        expiredTokens.push(sent);
      },
    },
  });
  return {
    client,
    expired,
    expiredTokens,
    setToken: (next) => void (token = next),
    setLocale: (next) => void (locale = next),
  };
}

/** The failure a call rejected with; fails the test if it resolved or threw something else. */
export async function failureOf(call: Promise<unknown>): Promise<GatewayFailure> {
  let value: unknown;
  try {
    value = await call;
  } catch (error) {
    if (isGatewayError(error)) return error.failure;
    throw error;
  }
  throw new Error(`expected a GatewayError, but the call resolved with ${JSON.stringify(value)}`);
}

/** What the /echo route reports about the request it received. */
export interface Echo {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string | undefined>;
  body: string;
}
