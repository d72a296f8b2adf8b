import { Container } from 'inversify';
import { createHttpClient, type HttpClient } from '../adapters/http/http-client';
import type { CurrentLocale } from '../domain/locale/locale.port';
import type { SessionExpiryListener, TokenSource } from '../domain/session/session.port';
import type { AppConfig } from './app-config';
import { bindCommon } from './common.bindings';
import { Keys, type Key } from './keys';

/**
 * Keys that exist in http mode only: one axios-backed client per API base (SPEC section 7:
 * the mobile-style calls and the desktop base /bb/app). The HTTP adapters of each port
 * resolve the client they speak through.
 */
export const HttpKeys = {
  mobileClient: Symbol('mobileClient') as Key<HttpClient>,
  desktopClient: Symbol('desktopClient') as Key<HttpClient>,
} as const;

/** Http mode: the documented API (SPEC section 7) through the HTTP adapters. */
export function createHttpContainer(config: AppConfig, storage: Storage): Container {
  const container = new Container();
  bindCommon(container, config, storage);
  container.bind(Keys.demoData).toConstantValue(null);
  const clientFor =
    (baseURL: string) => (tokens: TokenSource, locale: CurrentLocale, sessionExpiry: SessionExpiryListener) =>
      createHttpClient({ baseURL, timeoutMs: config.timeoutMs, tokens, locale, sessionExpiry });
  container
    .bind(HttpKeys.mobileClient)
    .toResolvedValue(clientFor(config.apiBase), [Keys.tokenSource, Keys.currentLocale, Keys.sessionExpiry])
    .inSingletonScope();
  container
    .bind(HttpKeys.desktopClient)
    .toResolvedValue(clientFor(config.desktopApiBase), [
      Keys.tokenSource,
      Keys.currentLocale,
      Keys.sessionExpiry,
    ])
    .inSingletonScope();
  return container;
}
