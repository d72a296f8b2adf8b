import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMemoryStorage } from '../../src/adapters/storage/memory-storage';
import { selectMaskedEmail, selectNotice } from '../../src/application/session/session.selectors';
import { readAppConfig } from '../../src/composition/app-config';
import { createContainer } from '../../src/composition/create-app-services';
import { GatewayKeys, Keys } from '../../src/composition/keys';
import { resolve } from '../../src/composition/resolve';

const email = 'trader@example.com';
const password = 'secret-pass';

describe('the session in the demo container', () => {
  it('logs in through the demo user gateway, stores the session and loads the profile', async () => {
    const storage = createMemoryStorage();
    const container = createContainer(readAppConfig({ VITE_BACKEND: 'demo' }), storage);
    const users = resolve(container, GatewayKeys.userGateway);
    const { demoCode } = await users.sendEmailCode(email, 'register');
    await users.register({ email, code: demoCode ?? '', password, inviteCode: '' });
    const loginCode = (await users.sendEmailCode(email, 'login')).demoCode ?? '';

    const { session } = resolve(container, Keys.appServices);
    const actor = createActor(session.machine, { input: session.input }).start();
    actor.send({ type: 'login', request: { account: email, code: loginCode, password } });
    const ready = await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));

    expect(selectMaskedEmail(ready)).toBe('trad***.com');
    expect(storage.getItem('User-Token')).toBe(ready.context.session?.token);
    expect(resolve(container, Keys.tokenSource).token()).toBe(ready.context.session?.token);
  });
});

describe.each(['demo', 'http'] as const)('the session expiry listener in %s mode', (mode) => {
  it('reaches the running session actor, which clears the stored session', () => {
    const storage = createMemoryStorage();
    const container = createContainer(readAppConfig({ VITE_BACKEND: mode }), storage);
    resolve(container, Keys.sessionStore).save({
      token: 'tok',
      userId: '1',
      email,
      canPurchase: '1',
      langType: 'en-US',
    });
    const { session } = resolve(container, Keys.appServices);
    const actor = createActor(session.machine, { input: session.input }).start();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);

    resolve(container, Keys.sessionExpiry).sessionExpired('Please login first');

    expect(actor.getSnapshot().value).toBe('expired');
    expect(selectNotice(actor.getSnapshot())).toEqual({ kind: 'expired', message: 'Please login first' });
    expect(storage.getItem('User-Token')).toBeNull();
  });
});
