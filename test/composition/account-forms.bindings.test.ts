import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMemoryStorage } from '../../src/adapters/storage/memory-storage';
import { readAppConfig } from '../../src/composition/app-config';
import { createContainer } from '../../src/composition/create-app-services';
import { GatewayKeys, Keys } from '../../src/composition/keys';
import { resolve } from '../../src/composition/resolve';

const email = 'forgetful@example.com';

function demoContainer() {
  return createContainer(readAppConfig({ VITE_BACKEND: 'demo' }), createMemoryStorage());
}

describe('the password forms (their module loaded) and the customer service in the demo container', () => {
  it('resets a password with the forget code, after which only the new password logs in', async () => {
    const container = demoContainer();
    const users = resolve(container, GatewayKeys.userGateway);
    const code = async (purpose: 'register' | 'login' | 'forget') =>
      (await users.sendEmailCode(email, purpose)).demoCode ?? '';
    await users.register({ email, code: await code('register'), password: 'old-secret', inviteCode: '' });

    const services = resolve(container, Keys.appServices);
    await services.features.load(['accountForms']);
    const actor = createActor(services.accountForms.forgetPassword, { input: {} }).start();
    let succeeded = false;
    actor.on('succeeded', () => void (succeeded = true));
    const input = { email, code: await code('forget'), password: 'new-secret', confirm: 'new-secret' };
    actor.send({ type: 'submit', patch: { ...input, policy: 'desktop' } });
    await waitFor(actor, (s) => s.matches('done'));
    expect(succeeded).toBe(true);

    // One login code: a second would be refused within the 60 s resend window.
    const loginCode = await code('login');
    const login = (password: string) => users.login({ account: email, code: loginCode, password });
    await expect(login('old-secret')).rejects.toThrow();
    await expect(login('new-secret')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('keeps the server message when the forget code is wrong', async () => {
    const container = demoContainer();
    const users = resolve(container, GatewayKeys.userGateway);
    const registerCode = (await users.sendEmailCode(email, 'register')).demoCode ?? '';
    await users.register({ email, code: registerCode, password: 'old-secret', inviteCode: '' });
    await users.sendEmailCode(email, 'forget');

    const services = resolve(container, Keys.appServices);
    await services.features.load(['accountForms']);
    const actor = createActor(services.accountForms.forgetPassword, { input: {} }).start();
    const input = { email, code: '000000x', password: 'new-secret', confirm: 'new-secret' };
    actor.send({ type: 'submit', patch: { ...input, policy: 'desktop' } });
    const failed = await waitFor(actor, (s) => s.context.failure !== null);
    expect(failed.value).toBe('editing');
    expect(failed.context.failure).not.toBe('');
  });

  it('opens the customer service with the chat URL parameter and the customer links', async () => {
    const container = demoContainer();
    const actor = createActor(resolve(container, Keys.appServices).support.customerService).start();
    actor.send({ type: 'open' });
    const open = await waitFor(actor, (s) => s.matches('open'));
    expect(open.context.info?.chatUrl).toMatch(/^https:\/\//);
    expect(open.context.info?.links.customerEmail).toContain('@');
  });
});
