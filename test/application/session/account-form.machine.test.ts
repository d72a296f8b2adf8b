import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { provideAccountForm, registerMachine } from '../../../src/application/session/account-form.machine';
import type { RegisterRequest } from '../../../src/domain/user/user';
import { flush } from './session-harness';

const request: RegisterRequest = {
  email: 'a@example.com',
  code: '123456',
  password: 'secret12',
  inviteCode: '',
};

function start(result: () => Promise<null>) {
  const sent: RegisterRequest[] = [];
  const machine = provideAccountForm(registerMachine, (input) => {
    sent.push(input);
    return result();
  });
  return { actor: createActor(machine).start(), sent };
}

describe('register form machine', () => {
  it('submits once even when the button is pressed twice, then succeeds', async () => {
    const { actor, sent } = start(async () => null);
    actor.send({ type: 'submit', request });
    actor.send({ type: 'submit', request });
    await flush();
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('keeps the server message on failure and allows another try', async () => {
    const { actor, sent } = start(async () => {
      throw new Error('Verification code error');
    });
    actor.send({ type: 'submit', request });
    await flush();
    expect(actor.getSnapshot().context.failure).toBe('Verification code error');
    actor.send({ type: 'failure.shown' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'submit', request });
    expect(sent).toHaveLength(2);
  });
});
