import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createSimulateDepositForm } from '../../../src/application/deposit/simulate-deposit-form';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectRefusals } from '../../../src/application/shared/form.selectors';
import { DepositStatus, type SimulatedDeposit } from '../../../src/domain/deposit/deposit';

function start(terms: { coin: 'USDT' | 'USDC'; network: 'TRC20' | 'TON' }) {
  const sent: SimulatedDeposit[] = [];
  const machine = provideForm(createSimulateDepositForm(), {
    send: async (request) => {
      sent.push(request);
      return {
        ...request,
        id: '1',
        status: DepositStatus.pending,
        createdAt: 0,
        txHash: null,
        confirmations: 0,
        required: 12,
      };
    },
  });
  return { actor: createActor(machine, { input: { terms } }).start(), sent };
}

describe('the simulated deposit form (its rules only)', () => {
  it('starts at 100 and refuses an amount that is not one, on the amount', () => {
    const { actor, sent } = start({ coin: 'USDT', network: 'TRC20' });
    expect(actor.getSnapshot().context.draft).toEqual({ amount: '100' });
    actor.send({ type: 'submit', patch: { amount: '0' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { problem: 'Enter the deposit amount', fields: ['amount'] },
    ]);
    expect(sent).toEqual([]);
  });

  it('refuses a network that does not carry the coin', () => {
    const { actor } = start({ coin: 'USDC', network: 'TON' });
    actor.send({ type: 'submit' });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { problem: 'This network does not carry the coin', fields: ['network'] },
    ]);
  });

  it('sends the amount as typed, in plain digits, to the coin and network shown', () => {
    const { actor, sent } = start({ coin: 'USDT', network: 'TON' });
    actor.send({ type: 'submit', patch: { amount: ' ２５０ ' } });
    expect(sent).toEqual([{ coin: 'USDT', network: 'TON', amount: '250' }]);
  });
});
