import type { Container } from 'inversify';
import type { ServerOffsetClock } from '../adapters/clock/server-offset-clock.adapter';
import { API_BASES, type ApiGroup } from '../adapters/http/api-paths';
import { createHttpClient, type HttpClient } from '../adapters/http/http-client';
import type { CurrentLocale } from '../domain/locale/locale.port';
import type { SessionExpiryListener, TokenSource } from '../domain/session/session.port';
import type { FormFactorSource } from '../domain/shared/form-factor.port';
import type { AppConfig } from './app-config';
import { HttpKeys, Keys, type Key } from './keys';

/**
 * Binds an output port to its HTTP adapter, with a client of its API group. The base is looked
 * up per call in API_BASES, so the desktop pages call under /bb/app and the mobile pages under
 * the mobile bases, in one session.
 */
export function bindHttpGateway<T>(
  container: Container,
  key: Key<T>,
  group: ApiGroup,
  build: (deps: { client: HttpClient }) => T,
): void {
  container.bind(key).toResolvedValue(
    (
      config: AppConfig,
      tokens: TokenSource,
      locale: CurrentLocale,
      sessionExpiry: SessionExpiryListener,
      shown: FormFactorSource,
      serverTime: ServerOffsetClock,
    ) =>
      build({
        client: createHttpClient({
          baseURL: () => config.apiBases[API_BASES[group][shown.current()]],
          timeoutMs: config.timeoutMs,
          tokens,
          locale,
          sessionExpiry,
          serverTime,
        }),
      }),
    [
      Keys.config,
      Keys.tokenSource,
      Keys.currentLocale,
      Keys.sessionExpiry,
      HttpKeys.formFactor,
      HttpKeys.serverClock,
    ],
  );
}
