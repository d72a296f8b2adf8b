import type { Container } from 'inversify';
import { createNoticeServices } from '../application/notices/notice-services';
import { createSessionEventChannel } from '../application/session/session-events';
import { createSessionServices } from '../application/session/session-services';
import { createTabSession, type TabSession } from '../application/session/token-source';
import { createSupportServices } from '../application/support/support-services';
import { createUserDataSet, type UserDataSet } from '../application/session/user-data-set';
import type { CurrentLocale } from '../domain/locale/locale.port';
import type { NoticeGateway } from '../domain/notices/notice.port';
import type { SessionStore } from '../domain/session/session.port';
import type { ParameterGateway, UserGateway } from '../domain/user/user.port';
import type { SessionEventChannel } from '../application/session/session-events';
import { createPageReload } from '../adapters/browser/page-reload.adapter';
import { createOtherTabSessions } from '../adapters/storage/other-tab-sessions.adapter';
import { createLocalSessionStore } from '../adapters/storage/session-store.adapter';
import { GatewayKeys, Keys } from './keys';

/**
 * The session over the mode's user gateway: one -2 channel that every adapter reports to
 * (it is the SessionExpiryListener they resolve) and the session machine listens on. The
 * session store and the token source are this tab's session (token-source.ts) over the
 * storage all tabs share, whose changes by another tab the session follows.
 */
export function bindSession(container: Container): void {
  container
    .bind(Keys.sessionStore)
    .toResolvedValue(
      (storage: Storage) => createTabSession(createLocalSessionStore(storage)),
      [Keys.storage],
    );
  container.bind(Keys.tokenSource).toResolvedValue((tab: TabSession) => tab, [Keys.sessionStore]);
  container.bind(Keys.sessionChannel).toResolvedValue(() => createSessionEventChannel());
  container
    .bind(Keys.sessionExpiry)
    .toResolvedValue((channel: SessionEventChannel) => channel, [Keys.sessionChannel]);
  // Each feature module adds what it keeps about the user (contract: the followed settlements).
  container.bind(Keys.userData).toResolvedValue(createUserDataSet);
  container.bind(Keys.session).toResolvedValue(
    (
      users: UserGateway,
      store: SessionStore,
      channel: SessionEventChannel,
      locale: CurrentLocale,
      userData: UserDataSet,
      shared: Storage,
    ) =>
      createSessionServices({
        users,
        store,
        channel,
        locale,
        userData,
        otherTabs: createOtherTabSessions(globalThis.window, createLocalSessionStore(shared)),
        page: createPageReload(globalThis.window),
      }),
    [
      GatewayKeys.userGateway,
      Keys.sessionStore,
      Keys.sessionChannel,
      Keys.currentLocale,
      Keys.userData,
      Keys.storage,
    ],
  );
  container
    .bind(Keys.support)
    .toResolvedValue(
      (params: ParameterGateway) => createSupportServices({ params }),
      [GatewayKeys.parameterGateway],
    );
  container
    .bind(Keys.notices)
    .toResolvedValue(
      (notices: NoticeGateway) => createNoticeServices({ notices }),
      [GatewayKeys.noticeGateway],
    );
}
