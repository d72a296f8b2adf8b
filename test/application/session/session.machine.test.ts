import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createSessionEventChannel } from '../../../src/application/session/session-events';
import {
  selectMaskedEmail,
  selectNotice,
  selectProfile,
  selectProfileFailure,
  selectReturnTo,
  selectSignedIn,
  selectSigningIn,
  selectToken,
} from '../../../src/application/session/session.selectors';
import { flush, loginRequest, profileFor, startSession } from './session-harness';
import { lost, refused } from '../../support/fixtures/gateway-failures';

async function signIn(harness: ReturnType<typeof startSession>) {
  harness.actor.send({ type: 'login', request: loginRequest });
  harness.users.logins[0]?.resolve({ userId: '7', token: 'tok-7' });
  await flush();
}

describe('session machine', () => {
  it('starts signed out when storage holds no session', () => {
    const { actor } = startSession();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('treats corrupt storage as signed out', () => {
    const storage = createMemoryStorage();
    storage.setItem('User-Token', 'bad token with spaces');
    storage.setItem('User-Id', '7');
    expect(startSession(storage).actor.getSnapshot().value).toBe('signedOut');
  });

  it('restores a stored session and loads its profile', async () => {
    const first = startSession();
    await signIn(first);
    const again = startSession(first.storage);
    expect(again.actor.getSnapshot().value).toEqual({ signedIn: 'loadingProfile' });
    expect(again.users.profiles[0]?.request).toEqual({ token: 'tok-7', userId: '7' });
  });

  it('stores token and userId on login success, then loads the profile', async () => {
    const harness = startSession();
    await signIn(harness);
    expect(harness.store.load()).toMatchObject({ token: 'tok-7', userId: '7', email: loginRequest.account });
    expect(harness.users.profiles).toHaveLength(1);
    harness.users.profiles[0]?.resolve(profileFor('7', 'someone@example.com'));
    await flush();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toEqual({ signedIn: 'ready' });
    expect(selectProfile(snapshot)?.avatar).toBe('a.png');
    expect(selectMaskedEmail(snapshot)).toBe('some***.com');
    expect(selectToken(snapshot)).toBe('tok-7');
  });

  it('ignores a second login while one is in flight (no double submit)', () => {
    const harness = startSession();
    harness.actor.send({ type: 'login', request: loginRequest });
    harness.actor.send({ type: 'login', request: loginRequest });
    expect(selectSigningIn(harness.actor.getSnapshot())).toBe(true);
    expect(harness.users.logins).toHaveLength(1);
  });

  it('never sends an invalid login to the gateway', () => {
    const harness = startSession();
    harness.actor.send({ type: 'login', request: { ...loginRequest, password: '12345' } });
    harness.actor.send({ type: 'login', request: { ...loginRequest, code: ' ' } });
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
    expect(harness.users.logins).toHaveLength(0);
  });

  it('returns to signed out with the server message when login fails', async () => {
    const harness = startSession();
    harness.actor.send({ type: 'login', request: loginRequest });
    harness.users.logins[0]?.reject(refused('Password is incorrect'));
    await flush();
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(selectNotice(snapshot)).toEqual({
      kind: 'loginFailed',
      failure: { kind: 'said', text: 'Password is incorrect' },
    });
    expect(harness.store.load()).toBeNull();
  });

  it('logs out with no server call, clears the stored session and says Exited', async () => {
    const harness = startSession();
    await signIn(harness);
    harness.actor.send({ type: 'logout' });
    const snapshot = harness.actor.getSnapshot();
    expect(selectSignedIn(snapshot)).toBe(false);
    expect(selectNotice(snapshot)).toEqual({ kind: 'exited' });
    expect(selectProfile(snapshot)).toBeNull();
    expect(harness.store.load()).toBeNull();
    expect(harness.storage.getItem('User-Email')).toBeNull();
    expect(harness.users.logins).toHaveLength(1);
  });

  it('expires on a -2 from any adapter: keeps the message and clears the session', async () => {
    const harness = startSession();
    await signIn(harness);
    harness.channel.sessionExpired('Please login first');
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('expired');
    expect(selectNotice(snapshot)).toEqual({ kind: 'expired', message: 'Please login first' });
    expect(harness.store.load()).toBeNull();
    harness.actor.send({ type: 'notice.dismiss' });
    expect(harness.actor.getSnapshot().value).toBe('signedOut');
  });

  it('reads the profile again when a use case says it changed on the server (a fund password set)', async () => {
    const harness = startSession();
    await signIn(harness);
    harness.users.profiles[0]?.resolve(profileFor('7', 'someone@example.com'));
    await flush();
    harness.channel.profileChanged();
    expect(harness.actor.getSnapshot().value).toEqual({ signedIn: 'loadingProfile' });
    expect(harness.users.profiles).toHaveLength(2);
  });

  it('keeps why the profile failed until it is asked again, so the withdraw gate can say so', async () => {
    const harness = startSession();
    await signIn(harness);
    harness.users.profiles[0]?.reject(lost('network'));
    await flush();
    expect(selectProfileFailure(harness.actor.getSnapshot())).toEqual({ kind: 'network' });
    harness.actor.send({ type: 'profile.reload' });
    expect(selectProfileFailure(harness.actor.getSnapshot())).toBeNull();
    harness.users.profiles[1]?.resolve(profileFor('7', 'someone@example.com'));
    await flush();
    expect(selectProfile(harness.actor.getSnapshot())?.userId).toBe('7');
    expect(selectProfileFailure(harness.actor.getSnapshot())).toBeNull();
  });

  it('remembers where to return after a re-login', async () => {
    const harness = startSession();
    await signIn(harness);
    harness.channel.sessionExpired('expired');
    harness.actor.send({ type: 'session.remember', path: '/pc/account/assert/2' });
    harness.actor.send({ type: 'login', request: loginRequest });
    harness.users.logins[1]?.resolve({ userId: '7', token: 'tok-8' });
    await flush();
    expect(selectSignedIn(harness.actor.getSnapshot())).toBe(true);
    expect(selectReturnTo(harness.actor.getSnapshot())).toBe('/pc/account/assert/2');
  });
});

describe('session event channel', () => {
  it('hands an expiry reported before anyone listens to the first subscriber', () => {
    const channel = createSessionEventChannel();
    channel.sessionExpired('early');
    const heard: string[] = [];
    channel.subscribe((message) => heard.push(message));
    channel.sessionExpired('later');
    expect(heard).toEqual(['early', 'later']);
  });

  it('tells a profile change to whoever listens now, and to nobody after they left', () => {
    const channel = createSessionEventChannel();
    let heard = 0;
    const stop = channel.subscribeProfileChanges(() => (heard += 1));
    channel.profileChanged();
    stop();
    channel.profileChanged();
    expect(heard).toBe(1);
  });

  it('stops telling a listener once it unsubscribed', () => {
    const channel = createSessionEventChannel();
    const heard: string[] = [];
    channel.subscribe((message) => heard.push(message))();
    channel.subscribe(() => undefined);
    channel.sessionExpired('x');
    expect(heard).toEqual([]);
  });
});
