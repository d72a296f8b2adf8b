import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  withdrawFormMachine,
  type WithdrawTerms,
} from '../../../src/application/withdraw/withdraw-form.machine';
import { selectReceived } from '../../../src/application/withdraw/withdraw-screen.selectors';
import { GatewayError } from '../../../src/domain/shared/gateway-error';
import {
  type Withdrawal,
  WithdrawalStatus,
  type WithdrawRequest,
} from '../../../src/domain/withdraw/withdrawal';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const terms: WithdrawTerms = {
  config: [{ coin: 'USDT', network: 'TRC20', fee: '1', minAmount: '10' }],
  available: { USDT: '500' },
  frozen: { USDT: '0' },
  saved: [
    { id: 'a', label: 'Cold', coin: 'USDT', network: 'TRC20', address: TRON, createdAt: 0, usableAt: 0 },
  ],
};
const filled = { addressId: 'a', address: TRON, amount: '100', fundPassword: '123456', code: '42' };
const recorded = (request: WithdrawRequest): Withdrawal => ({
  id: '1',
  coin: request.coin,
  network: request.network,
  address: request.address,
  amount: request.amount,
  fee: '1',
  status: WithdrawalStatus.pending,
  createdAt: 0,
  remark: null,
});

function start(answer: (request: WithdrawRequest) => Promise<Withdrawal>) {
  const sent: WithdrawRequest[] = [];
  const machine = withdrawFormMachine.provide({
    actors: {
      send: fromPromise(({ input }: { input: WithdrawRequest }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { now: () => 1_000 } }).start();
  const emitted: string[] = [];
  for (const type of ['withdraw.sent', 'withdraw.unknown', 'withdraw.failed'] as const)
    actor.on(type, () => emitted.push(type));
  actor.send({ type: 'terms.update', terms });
  return { actor, sent, emitted };
}

describe('withdraw form machine', () => {
  it('refuses before confirming: nothing reaches the gateway', () => {
    const { actor, sent } = start(async (request) => recorded(request));
    actor.send({ type: 'edit', patch: { ...filled, amount: '600' } });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBe('Insufficient available balance');
    expect(sent).toEqual([]);
  });

  it('asks for confirmation, then sends once however often confirm is pressed', async () => {
    let finish: (value: Withdrawal) => void = () => undefined;
    const { actor, sent, emitted } = start(
      (request) => new Promise((resolve) => (finish = () => resolve(recorded(request)))),
    );
    actor.send({ type: 'edit', patch: filled });
    expect(selectReceived(actor.getSnapshot())).toBe('99');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'submit' });
    expect(sent).toHaveLength(1);
    finish(recorded(sent[0] as WithdrawRequest));
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(emitted).toEqual(['withdraw.sent']);
    // The secrets are gone; a new withdrawal needs them typed again.
    expect(actor.getSnapshot().context.form).toMatchObject({ fundPassword: '', code: '' });
  });

  it('treats a timeout as an outcome nobody knows: no resend, the secrets cleared', async () => {
    const { actor, sent, emitted } = start(() => Promise.reject(new GatewayError({ kind: 'timeout' })));
    actor.send({ type: 'edit', patch: filled });
    actor.send({ type: 'submit' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('unknown'));
    expect(sent).toHaveLength(1);
    expect(emitted).toEqual(['withdraw.unknown']);
    actor.send({ type: 'again' });
    expect(actor.getSnapshot().context.form).toMatchObject({ amount: '', fundPassword: '', code: '' });
  });

  it('goes back to the form with the server message on a refusal, keeping the code', async () => {
    const refusal = new GatewayError({ kind: 'business', code: 0, message: 'Password is incorrect' });
    const { actor, emitted } = start(() => Promise.reject(refusal));
    actor.send({ type: 'edit', patch: filled });
    actor.send({ type: 'submit' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      failure: { kind: 'said', text: 'Password is incorrect' },
      form: { fundPassword: '', code: '42' },
    });
    expect(emitted).toEqual(['withdraw.failed']);
  });

  it('goes back from the confirmation without sending', () => {
    const { actor, sent } = start(async (request) => recorded(request));
    actor.send({ type: 'edit', patch: filled });
    actor.send({ type: 'submit' });
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(sent).toEqual([]);
  });
});
