import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { createAccountForms } from '../../../src/application/session/account-forms';
import type {
  ForgetPasswordForm,
  ModifyPasswordForm,
  RegisterForm,
} from '../../../src/domain/session/account-form-validation';
import type {
  ForgetPasswordRequest,
  RegisterRequest,
  UpdatePasswordRequest,
} from '../../../src/domain/user/user';
import { flush } from './session-harness';
import { refused } from '../../support/fixtures/gateway-failures';

const register: RegisterForm = {
  email: 'a@example.com',
  code: '123456',
  password: 'secret12',
  confirm: 'secret12',
  policy: 'desktop',
  inviteCode: '',
  agreed: true,
};
const registerRequest: RegisterRequest = {
  email: 'a@example.com',
  code: '123456',
  password: 'secret12',
  inviteCode: '',
};
const forget: ForgetPasswordForm = {
  email: 'a@example.com',
  code: '123456',
  password: 'new-secret',
  confirm: 'new-secret',
  policy: 'mobile',
};
const forgetRequest: ForgetPasswordRequest = {
  email: 'a@example.com',
  code: '123456',
  password: 'new-secret',
};
const modify: ModifyPasswordForm = {
  oldPassword: 'old-secret',
  code: '123456',
  password: 'new-secret',
  confirm: 'new-secret',
  policy: 'desktop',
};
const modifyRequest: UpdatePasswordRequest = {
  oldPassword: 'old-secret',
  code: '123456',
  password: 'new-secret',
};

/** The account forms over a user gateway that records what reaches it and answers with `result`. */
function forms(result: () => Promise<void>) {
  const sent: {
    register: RegisterRequest[];
    forget: ForgetPasswordRequest[];
    modify: UpdatePasswordRequest[];
  } = { register: [], forget: [], modify: [] };
  const built = createAccountForms({
    users: {
      register: (request) => (sent.register.push(request), result()),
      forgetPassword: (request) => (sent.forget.push(request), result()),
      updatePassword: (request) => (sent.modify.push(request), result()),
    },
  });
  return { ...built, sent };
}

/** Counts the `succeeded` events the screen listens to. */
function successes(actor: AnyActorRef) {
  let count = 0;
  actor.on('succeeded', () => void (count += 1));
  return () => count;
}

describe('register form submission', () => {
  it('submits once even when the button is pressed twice, then succeeds', async () => {
    const { register: machine, sent } = forms(async () => undefined);
    const actor = createActor(machine, { input: {} }).start();
    const succeeded = successes(actor);
    actor.send({ type: 'submit', patch: register });
    actor.send({ type: 'submit', patch: register });
    await flush();
    expect(sent.register).toHaveLength(1);
    expect(succeeded()).toBe(1);
    // Done: the screen moves on, and a late press sends nothing (account-forms.property.test.ts).
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('sends the request fields only: no confirmation, no agreement, no policy', async () => {
    const { register: machine, sent } = forms(async () => undefined);
    createActor(machine, { input: {} }).start().send({ type: 'submit', patch: register });
    await flush();
    expect(sent.register).toEqual([registerRequest]);
  });

  it('keeps the server message on failure and allows another try', async () => {
    const { register: machine, sent } = forms(async () => {
      throw refused('Verification code error');
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'submit', patch: register });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'said', text: 'Verification code error' });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'submit', patch: register });
    expect(sent.register).toHaveLength(2);
  });

  it.each([
    [{ agreed: false }, 'agree first'],
    [{ confirm: 'secret13' }, 'Passwords are inconsistent'],
    [{ password: 'short', confirm: 'short' }, 'password length'],
    [{ email: 'not-an-email' }, 'Email error'],
    [{ code: '  ' }, 'enter code'],
  ] as const)('refuses %j before sending (%s)', async (change, problem) => {
    const { register: machine, sent } = forms(async () => undefined);
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'submit', patch: { ...register, ...change } });
    await flush();
    expect(actor.getSnapshot().context.refusals[0]?.problem).toBe(problem);
    expect(sent.register).toEqual([]);
  });
});

describe('forgot password submission', () => {
  it('sends the request once even when submitted twice, then succeeds', async () => {
    const { forgetPassword, sent } = forms(async () => undefined);
    const actor = createActor(forgetPassword, { input: {} }).start();
    const succeeded = successes(actor);
    actor.send({ type: 'submit', patch: forget });
    actor.send({ type: 'submit', patch: forget });
    expect(actor.getSnapshot().value).toBe('submitting');
    await flush();
    expect(sent.forget).toEqual([forgetRequest]);
    expect(succeeded()).toBe(1);
  });

  it('keeps the server message on failure, clears it once shown, and allows another try', async () => {
    const { forgetPassword, sent } = forms(async () => {
      throw refused('Verification code error');
    });
    const actor = createActor(forgetPassword, { input: {} }).start();
    actor.send({ type: 'submit', patch: forget });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'said', text: 'Verification code error' });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'submit', patch: forget });
    expect(sent.forget).toHaveLength(2);
  });

  it('gives an empty message for a failure without one, so the UI says error', async () => {
    const { forgetPassword } = forms(() => Promise.reject(refused('')));
    const actor = createActor(forgetPassword, { input: {} }).start();
    actor.send({ type: 'submit', patch: forget });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'error' });
  });

  it('holds the mobile form to at least 6 characters', async () => {
    const { forgetPassword, sent } = forms(async () => undefined);
    const actor = createActor(forgetPassword, { input: {} }).start();
    actor.send({ type: 'submit', patch: { ...forget, password: 'abcde', confirm: 'abcde' } });
    expect(actor.getSnapshot().context.refusals[0]?.problem).toBe('password too short');
    actor.send({ type: 'submit', patch: { ...forget, password: 'abcdef', confirm: 'abcdef' } });
    await flush();
    expect(sent.forget).toHaveLength(1);
  });
});

describe('modify password submission', () => {
  it('sends the old password, code and new password once, however often submitted', async () => {
    const { modifyPassword, sent } = forms(async () => undefined);
    const actor = createActor(modifyPassword, { input: {} }).start();
    const succeeded = successes(actor);
    actor.send({ type: 'submit', patch: modify });
    actor.send({ type: 'submit', patch: modify });
    await flush();
    expect(sent.modify).toEqual([modifyRequest]);
    expect(succeeded()).toBe(1);
  });

  it('returns to idle with the server message when the old password is wrong', async () => {
    const { modifyPassword } = forms(async () => {
      throw refused('Password is incorrect');
    });
    const actor = createActor(modifyPassword, { input: {} }).start();
    actor.send({ type: 'submit', patch: modify });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'said', text: 'Password is incorrect' });
  });

  it('refuses an empty old password before sending', () => {
    const { modifyPassword, sent } = forms(async () => undefined);
    const actor = createActor(modifyPassword, { input: {} }).start();
    actor.send({ type: 'submit', patch: { ...modify, oldPassword: '' } });
    expect(actor.getSnapshot().context.refusals[0]?.problem).toBe('enter old password');
    expect(sent.modify).toEqual([]);
  });
});
