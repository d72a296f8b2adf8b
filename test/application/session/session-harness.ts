import { createActor } from 'xstate';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createLocalSessionStore } from '../../../src/adapters/storage/session-store.adapter';
import { createSessionEventChannel } from '../../../src/application/session/session-events';
import { createSessionMachine } from '../../../src/application/session/login.use-case';
import { createTabSession } from '../../../src/application/session/token-source';
import type { StoredSession } from '../../../src/domain/session/session';
import type { LoginRequest, LoginResult, UserProfile } from '../../../src/domain/user/user';

interface Deferred<T> {
  request: unknown;
  resolve(value: T): void;
  reject(error: Error): void;
}

/** A user gateway whose calls wait until the test settles them, so every interleaving can be driven. */
export function createControlledUsers() {
  const logins: Deferred<LoginResult>[] = [];
  const profiles: Deferred<UserProfile>[] = [];
  const pending = <T>(queue: Deferred<T>[], request: unknown) =>
    new Promise<T>((resolve, reject) => queue.push({ request, resolve, reject }));
  return {
    logins,
    profiles,
    login: (request: LoginRequest) => pending(logins, request),
    profile: (session: LoginResult) => pending(profiles, session),
  };
}

export const profileFor = (userId: string, email: string): UserProfile => ({
  userId,
  email,
  avatar: 'a.png',
  inviteCode: 'INV1',
  isAssert: false,
  authen: 0,
  idCard: '',
  idCardPhotoPositive: '',
  idCardPhotoReverseSide: '',
  realName: '',
  remark: '',
  googleBind: false,
  sysUserName: '',
  customerServiceUrl: '',
  canPurchase: '',
});

/** Lets settled promises reach the actor. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The real machine, provided by its application factory, over in-memory ports. */
export function startSession(storage: Storage = createMemoryStorage()) {
  // The storage every tab shares, and this tab's session over it.
  const shared = createLocalSessionStore(storage);
  const store = createTabSession(shared);
  // Another tab: what it stores is heard here as the storage event would tell it.
  const otherTab = {
    listeners: new Set<(stored: StoredSession | null) => void>(),
    store(session: StoredSession | null) {
      if (session) shared.save(session);
      else shared.clear();
      for (const listener of otherTab.listeners) listener(shared.load());
    },
  };
  const page = { reloads: 0, reload: () => void (page.reloads += 1) };
  const channel = createSessionEventChannel();
  const users = createControlledUsers();
  // Counts what the session forgets when it ends (the settlement watch in the app).
  const userData = { clears: 0, clear: () => void (userData.clears += 1) };
  const machine = createSessionMachine({
    users,
    store,
    channel,
    locale: { current: () => 'en-US' },
    userData,
    otherTabs: {
      subscribe(listener) {
        otherTab.listeners.add(listener);
        return () => otherTab.listeners.delete(listener);
      },
    },
    page,
  });
  const actor = createActor(machine, { input: { stored: store.load() } }).start();
  return { actor, store, shared, channel, users, storage, machine, userData, otherTab, page };
}

export const loginRequest: LoginRequest = {
  account: 'someone@example.com',
  code: '123456',
  password: 'secret1',
};
