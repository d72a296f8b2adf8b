import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createLocalSessionStore } from '../../../src/adapters/storage/session-store.adapter';
import { logIn } from '../../../src/application/session/login.use-case';
import { flush, loginRequest, startSession } from './session-harness';

async function signedIn() {
  const harness = startSession();
  harness.actor.send({ type: 'login', request: loginRequest });
  harness.users.logins[0]?.resolve({ userId: '7', token: 'tok-7' });
  await flush();
  return harness;
}

describe('the end of a session', () => {
  it('forgets the user data (the followed settlements) on logout', async () => {
    const harness = await signedIn();
    expect(harness.userData.clears).toBe(0);
    harness.actor.send({ type: 'logout' });
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
    expect(harness.userData.clears).toBe(1);
  });

  it('forgets the user data when a response says the session expired (-2)', async () => {
    const harness = await signedIn();
    harness.channel.sessionExpired('Please login first');
    expect(harness.actor.getSnapshot().value).toBe('expired');
    expect(harness.userData.clears).toBe(1);
  });

  it('forgets nothing on login or while signed in', async () => {
    const harness = await signedIn();
    harness.actor.send({ type: 'profile.reload' });
    expect(harness.userData.clears).toBe(0);
  });
});

describe('the login use case', () => {
  it('builds the stored session with the token, the email typed and the current language', async () => {
    const store = createLocalSessionStore(createMemoryStorage());
    const session = await logIn(
      {
        users: {
          login: async () => ({ token: 'tok-9', userId: '9' }),
          profile: () => Promise.reject(new Error()),
        },
        locale: { current: () => 'ko' },
      },
      loginRequest,
    );
    expect(session).toEqual({
      token: 'tok-9',
      userId: '9',
      email: loginRequest.account,
      canPurchase: '1',
      langType: 'ko',
    });
    store.save(session);
    expect(store.load()?.langType).toBe('ko');
  });

  it('stores the langType of the language shown at login through the session machine', async () => {
    const harness = await signedIn();
    expect(harness.store.load()?.langType).toBe('en-US');
  });
});
