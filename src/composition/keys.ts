import type { AppServices } from '../application/app-services';
import type { LanguageMachine } from '../application/preferences/language.machine';
import type { SessionQuery } from '../application/session/session-query';
import type { CurrentLocale, LanguageStore } from '../domain/locale/locale.port';
import type { SessionExpiryListener, SessionStore, TokenSource } from '../domain/session/session.port';
import type { AppConfig } from './app-config';

/** A Symbol that remembers the type bound to it, so `resolve` needs no cast at call sites. */
export type Key<T> = symbol & { readonly __bound?: T };

const key = <T>(name: string): Key<T> => Symbol(name) as Key<T>;

export const Keys = {
  config: key<AppConfig>('config'),
  storage: key<Storage>('storage'),
  languageStore: key<LanguageStore>('languageStore'),
  currentLocale: key<CurrentLocale>('currentLocale'),
  sessionStore: key<SessionStore>('sessionStore'),
  tokenSource: key<TokenSource>('tokenSource'),
  sessionExpiry: key<SessionExpiryListener>('sessionExpiry'),
  sessionQuery: key<SessionQuery>('sessionQuery'),
  languageMachine: key<LanguageMachine>('languageMachine'),
  appServices: key<AppServices>('appServices'),
} as const;

export type KeyName = keyof typeof Keys;
