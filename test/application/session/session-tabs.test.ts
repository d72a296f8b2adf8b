import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createLocalSessionStore } from '../../../src/adapters/storage/session-store.adapter';
import { createTabSession } from '../../../src/application/session/token-source';
import type { StoredSession } from '../../../src/domain/session/session';
import { selectNotice, selectToken } from '../../../src/application/session/session.selectors';
import { flush, loginRequest, profileFor, startSession } from './session-harness';

const someoneElse: StoredSession = {
  token: 'tok-9',
  userId: '9',
  email: 'other@example.com',
  canPurchase: '1',
  langType: 'en-US',
};

async function signedIn() {
  const harness = startSession();
  harness.actor.send({ type: 'login', request: loginRequest });
  harness.users.logins[0]?.resolve({ userId: '7', token: 'tok-7' });
  await flush();
  harness.users.profiles[0]?.resolve(profileFor('7', loginRequest.account));
  await flush();
  return harness;
}

describe('one account per tab, always the one shown', () => {
  it('a log-out in another tab signs this tab out, forgets its data and says why', async () => {
    const harness = await signedIn();
    harness.otherTab.store(null);
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(selectNotice(snapshot)).toEqual({ kind: 'signedOutElsewhere' });
    expect(harness.userData.clears).toBe(1);
    expect(harness.store.token()).toBeNull();
    expect(harness.page.reloads).toBe(0);
  });

  it('another user signing in elsewhere starts this tab again as that user; calls until then stay its own', async () => {
    const harness = await signedIn();
    harness.otherTab.store(someoneElse);
    expect(harness.page.reloads).toBe(1);
    expect(harness.actor.getSnapshot().value).toBe('following');
    // Whatever leaves before the reload still carries the token of the user shown.
    expect(harness.store.token()).toBe('tok-7');
    // More news from the other tab does not reload again.
    harness.otherTab.store(null);
    expect(harness.page.reloads).toBe(1);
  });

  it('a log-in in another tab while this one is signed out starts this tab as that user', () => {
    const harness = startSession();
    harness.otherTab.store(someoneElse);
    expect(harness.page.reloads).toBe(1);
  });

  it('the other tab storing the session this tab has is no news', async () => {
    const harness = await signedIn();
    harness.otherTab.store({ ...someoneElse, token: 'tok-7', userId: '7' });
    expect(harness.actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    expect(harness.page.reloads).toBe(0);
  });

  it('a -2 answering an older token does not end the newer session; one answering this token does', async () => {
    const harness = await signedIn();
    harness.channel.sessionExpired('Please log in again', 'tok-old');
    harness.channel.sessionExpired('Please log in again', null);
    expect(selectToken(harness.actor.getSnapshot())).toBe('tok-7');
    harness.channel.sessionExpired('Please log in again', 'tok-7');
    expect(harness.actor.getSnapshot().value).toBe('expired');
  });
});

describe("this tab's session over the shared storage", () => {
  it('keeps its own token when another tab stores another user', () => {
    const storage = createMemoryStorage();
    const shared = createLocalSessionStore(storage);
    shared.save({ ...someoneElse, token: 'tok-7', userId: '7' });
    const tab = createTabSession(shared);
    shared.save(someoneElse);
    expect(tab.token()).toBe('tok-7');
    expect(tab.load()?.userId).toBe('7');
  });

  it("never writes its older session over another tab's newer one, nor clears it", () => {
    const storage = createMemoryStorage();
    const shared = createLocalSessionStore(storage);
    const mine = { ...someoneElse, token: 'tok-7', userId: '7' };
    shared.save(mine);
    const tab = createTabSession(shared);
    shared.save(someoneElse);
    tab.save({ ...mine, email: 'refreshed@example.com' });
    expect(shared.load()?.token).toBe('tok-9');
    tab.clear();
    expect(shared.load()?.token).toBe('tok-9');
    expect(tab.token()).toBeNull();
  });

  it('a new sign-in here is written for every tab; its log-out clears them', () => {
    const storage = createMemoryStorage();
    const shared = createLocalSessionStore(storage);
    shared.save(someoneElse);
    const tab = createTabSession(shared);
    tab.save({ ...someoneElse, token: 'tok-7', userId: '7' });
    expect(shared.load()?.token).toBe('tok-7');
    tab.clear();
    expect(shared.load()).toBeNull();
  });
});
