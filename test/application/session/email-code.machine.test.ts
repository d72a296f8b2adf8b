import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { emailCodeMachine, RESEND_SECONDS } from '../../../src/application/session/email-code.machine';
import type { CodeSubject, EmailCodePurpose, EmailCodeReceipt } from '../../../src/domain/user/email-code';
import { flush } from './session-harness';
import { refused } from '../../support/fixtures/gateway-failures';

function start(send: (email: string) => Promise<EmailCodeReceipt>) {
  const calls: string[] = [];
  const subjects: (CodeSubject | undefined)[] = [];
  const clock = new SimulatedClock();
  const machine = emailCodeMachine().provide({
    actors: {
      sendCode: fromPromise(
        ({ input }: { input: { email: string; purpose: EmailCodePurpose; subject?: CodeSubject } }) => {
          calls.push(input.email);
          subjects.push(input.subject);
          return send(input.email);
        },
      ),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, calls, clock, subjects };
}

describe('email code machine', () => {
  it('refuses an empty or malformed email without calling the gateway', () => {
    const { actor, calls } = start(async () => ({ demoCode: null }));
    actor.send({ type: 'send', email: ' ', purpose: 'login' });
    expect(actor.getSnapshot().context.problem).toBe('enter email');
    actor.send({ type: 'send', email: 'not-an-email', purpose: 'login' });
    expect(actor.getSnapshot().context.problem).toBe('Email error');
    expect(calls).toEqual([]);
  });

  it('sends once, keeps the demo code and counts 60 s down before allowing a resend', async () => {
    const { actor, calls, clock } = start(async () => ({ demoCode: '123456' }));
    actor.send({ type: 'send', email: 'a@example.com', purpose: 'login' });
    actor.send({ type: 'send', email: 'a@example.com', purpose: 'login' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ demoCode: '123456', seconds: RESEND_SECONDS });
    actor.send({ type: 'send', email: 'a@example.com', purpose: 'login' });
    clock.increment(1000);
    expect(actor.getSnapshot().context.seconds).toBe(RESEND_SECONDS - 1);
    for (let i = 1; i < RESEND_SECONDS; i += 1) clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toHaveLength(1);
  });

  it('sends a withdraw code for its withdrawal and remembers which, only once it was sent', async () => {
    const subject = { coin: 'USDT', network: 'TRC20', address: 'T1', amount: '100' };
    const { actor, subjects, clock } = start(async () => ({ demoCode: null }));
    actor.send({ type: 'send', email: 'a@example.com', purpose: 'withdraw', subject });
    expect(actor.getSnapshot().context.sentFor).toBeNull();
    await flush();
    expect(subjects).toEqual([subject]);
    expect(actor.getSnapshot().context.sentFor).toEqual(subject);
    for (let i = 0; i < RESEND_SECONDS; i += 1) clock.increment(1000);
    // A code for no withdrawal (the whitelist switch) leaves none remembered.
    actor.send({ type: 'send', email: 'a@example.com', purpose: 'withdraw' });
    await flush();
    expect(actor.getSnapshot().context.sentFor).toBeNull();
  });

  it("keeps the anti-phishing phrase the demo's mail carried, and none when the receipt has none", async () => {
    const withPhrase = start(async () => ({ demoCode: '123456', demoPhrase: 'blue-otter' }));
    withPhrase.actor.send({ type: 'send', email: 'a@example.com', purpose: 'asset' });
    await flush();
    expect(withPhrase.actor.getSnapshot().context.demoPhrase).toBe('blue-otter');
    const without = start(async () => ({ demoCode: '123456' }));
    without.actor.send({ type: 'send', email: 'a@example.com', purpose: 'asset' });
    await flush();
    expect(without.actor.getSnapshot().context).toMatchObject({ demoCode: '123456', demoPhrase: null });
  });

  it('shows the server message when sending fails and allows another try', async () => {
    const { actor } = start(async () => {
      throw refused('Please try again later');
    });
    actor.send({ type: 'send', email: 'a@example.com', purpose: 'register' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'said', text: 'Please try again later' });
  });
});
