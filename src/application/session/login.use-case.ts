import { fromCallback, fromPromise } from 'xstate';
import type { CurrentLocale } from '../../domain/locale/locale.port';
import { DEFAULT_CAN_PURCHASE, type StoredSession } from '../../domain/session/session';
import type { OtherTabSessions, PageReload, SessionStore } from '../../domain/session/session.port';
import type { LoginRequest, UserProfile } from '../../domain/user/user';
import type { UserGateway } from '../../domain/user/user.port';
import type { SessionEventChannel } from './session-events';
import { sessionMachine, type SessionEvent } from './session.machine';

/** What the app keeps about the signed-in user and forgets when the session ends. */
export interface UserData {
  clear(): void;
}

export interface SessionMachineDeps {
  users: Pick<UserGateway, 'login' | 'profile'>;
  store: SessionStore;
  channel: SessionEventChannel;
  locale: CurrentLocale;
  /** Forgotten on logout and on expiry (-2): the followed settlements, for one. */
  userData: UserData;
  /** Another tab's log-in, log-out or change of user, which this tab follows. */
  otherTabs: OtherTabSessions;
  page: PageReload;
}

/**
 * The login use case: the user gateway's token and userId become the stored session, which
 * keeps the email typed and the language the app shows now (langType, SPEC section 1).
 */
export async function logIn(
  { users, locale }: Pick<SessionMachineDeps, 'users' | 'locale'>,
  request: LoginRequest,
): Promise<StoredSession> {
  const { token, userId } = await users.login(request);
  return {
    token,
    userId,
    email: request.account,
    canPurchase: DEFAULT_CAN_PURCHASE,
    langType: locale.current(),
  };
}

/** The session machine with its effects: the user gateway, the stored session and the -2 channel. */
export function createSessionMachine(deps: SessionMachineDeps) {
  const { users, store, channel, userData, otherTabs, page } = deps;
  return sessionMachine().provide({
    actions: {
      persistSession: (_, { session }: { session: StoredSession }) => store.save(session),
      clearStoredSession: () => store.clear(),
      forgetUserData: () => userData.clear(),
      reloadPage: () => page.reload(),
    },
    actors: {
      // What the channel tells the session: a -2 ends it; a profile changed elsewhere is read again.
      expiryEvents: fromCallback<SessionEvent>(({ sendBack }) => {
        const stopExpiry = channel.subscribe((message, token) =>
          sendBack(
            token === undefined
              ? { type: 'session.expired', message }
              : { type: 'session.expired', message, token },
          ),
        );
        const stopProfile = channel.subscribeProfileChanges(() => sendBack({ type: 'profile.reload' }));
        return () => {
          stopExpiry();
          stopProfile();
        };
      }),
      otherTabs: fromCallback<SessionEvent>(({ sendBack }) =>
        otherTabs.subscribe((stored) => sendBack({ type: 'session.elsewhere', stored })),
      ),
      login: fromPromise<StoredSession, LoginRequest>(({ input }) => logIn(deps, input)),
      loadProfile: fromPromise<UserProfile, StoredSession>(({ input }) =>
        users.profile({ token: input.token, userId: input.userId }),
      ),
    },
  });
}
