import { fromCallback, fromPromise } from 'xstate';
import type { SessionEventChannel } from '../application/session/session-events';
import { sessionMachine, type SessionEvent } from '../application/session/session.machine';
import type { CurrentLocale } from '../domain/locale/locale.port';
import { DEFAULT_CAN_PURCHASE, type StoredSession } from '../domain/session/session';
import type { SessionStore } from '../domain/session/session.port';
import type { UserGateway } from '../domain/user/user.port';

export interface SessionMachineDeps {
  users: Pick<UserGateway, 'login' | 'profile'>;
  store: SessionStore;
  channel: SessionEventChannel;
  locale: CurrentLocale;
}

/** The session machine with its effects: the user gateway, the stored session and the -2 channel. */
export function provideSessionMachine({ users, store, channel, locale }: SessionMachineDeps) {
  const expiryEvents = fromCallback<SessionEvent>(({ sendBack }) =>
    channel.subscribe((message) => sendBack({ type: 'session.expired', message })),
  );
  const actions = {
    persistSession: (_: unknown, { session }: { session: StoredSession }) => store.save(session),
    clearStoredSession: () => store.clear(),
  };
  return sessionMachine.provide({
    actions,
    actors: {
      expiryEvents,
      login: fromPromise<StoredSession, { account: string; code: string; password: string }>(
        async ({ input }) => {
          const { token, userId } = await users.login(input);
          return {
            token,
            userId,
            email: input.account,
            canPurchase: DEFAULT_CAN_PURCHASE,
            langType: locale.current(),
          };
        },
      ),
      loadProfile: fromPromise<Awaited<ReturnType<UserGateway['profile']>>, StoredSession>(({ input }) =>
        users.profile({ token: input.token, userId: input.userId }),
      ),
    },
  });
}
