import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  forgetPasswordMachine,
  modifyPasswordMachine,
  provideAccountForm,
} from '../../../src/application/session/account-form.machine';
import type { ForgetPasswordRequest, UpdatePasswordRequest } from '../../../src/domain/user/user';
import { flush } from './session-harness';

const forget: ForgetPasswordRequest = { email: 'a@example.com', code: '123456', password: 'new-secret' };
const modify: UpdatePasswordRequest = { oldPassword: 'old-secret', code: '123456', password: 'new-secret' };

function startForget(result: () => Promise<null>) {
  const sent: ForgetPasswordRequest[] = [];
  const machine = provideAccountForm(forgetPasswordMachine, (input) => {
    sent.push(input);
    return result();
  });
  return { actor: createActor(machine).start(), sent };
}

function startModify(result: () => Promise<null>) {
  const sent: UpdatePasswordRequest[] = [];
  const machine = provideAccountForm(modifyPasswordMachine, (input) => {
    sent.push(input);
    return result();
  });
  return { actor: createActor(machine).start(), sent };
}

describe('forgot password machine', () => {
  it('sends the request once even when submitted twice, then succeeds', async () => {
    const { actor, sent } = startForget(async () => null);
    actor.send({ type: 'submit', request: forget });
    actor.send({ type: 'submit', request: forget });
    expect(actor.getSnapshot().value).toBe('submitting');
    await flush();
    expect(sent).toEqual([forget]);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('keeps the server message on failure, clears it once shown, and allows another try', async () => {
    const { actor, sent } = startForget(async () => {
      throw new Error('Verification code error');
    });
    actor.send({ type: 'submit', request: forget });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBe('Verification code error');
    actor.send({ type: 'failure.shown' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'submit', request: forget });
    expect(sent).toHaveLength(2);
  });

  it('gives an empty message for a failure without one, so the UI says error', async () => {
    const { actor } = startForget(() => Promise.reject(new Error('')));
    actor.send({ type: 'submit', request: forget });
    await flush();
    expect(actor.getSnapshot().context.failure).toBe('');
  });
});

describe('modify password machine', () => {
  it('sends the old password, code and new password once, however often submitted', async () => {
    const { actor, sent } = startModify(async () => null);
    actor.send({ type: 'submit', request: modify });
    actor.send({ type: 'submit', request: modify });
    await flush();
    expect(sent).toEqual([modify]);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('returns to idle with the server message when the old password is wrong', async () => {
    const { actor } = startModify(async () => {
      throw new Error('Password is incorrect');
    });
    actor.send({ type: 'submit', request: modify });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBe('Password is incorrect');
  });
});
