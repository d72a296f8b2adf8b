import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectRefusals, selectToConfirm } from '../../../src/application/shared/form.selectors';
import {
  createTransferForm,
  UNKNOWN_BALANCES,
  type TransferTerms,
} from '../../../src/application/shared/transfer-form';
import { createDraftStore, keptDraft } from '../../../src/application/shared/draft-store';
import type { TransferRequest } from '../../../src/domain/wallet/transfer';

function start(confirm: boolean, terms: TransferTerms = UNKNOWN_BALANCES, store = createDraftStore()) {
  const sent: TransferRequest[] = [];
  const machine = provideForm(createTransferForm({ confirm }), {
    send: async (request) => void sent.push(request),
  });
  const actor = createActor(machine, { input: { terms, ...keptDraft(store, 'transfer') } }).start();
  return { actor, sent, store };
}

const SPOT_HOLDS_10: TransferTerms = { available: (type) => (type === 1 ? '10' : '3') };

describe('the transfer form (its rules only; the form machine is tested on its own)', () => {
  it('refuses an empty or too small amount on the amount field', () => {
    const { actor, sent } = start(false);
    actor.send({ type: 'submit', patch: { amount: '0.000001' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { problem: 'Enter the transfer amount', fields: ['amount'] },
    ]);
    expect(sent).toEqual([]);
  });

  it('refuses more than the leaving account holds, in either direction, once the balances are known', () => {
    const { actor } = start(false, SPOT_HOLDS_10);
    actor.send({ type: 'submit', patch: { amount: '10.5' } });
    expect(selectRefusals(actor.getSnapshot())[0]?.problem).toBe('Insufficient available balance');
    actor.send({ type: 'submit', patch: { type: 2, amount: '4' } });
    expect(selectRefusals(actor.getSnapshot())[0]?.problem).toBe('Insufficient available balance');
  });

  it('sends the amount as typed, in plain digits, with its currency and direction', () => {
    const { actor, sent } = start(false, SPOT_HOLDS_10);
    actor.send({ type: 'submit', patch: { amount: ' １０ ', currency: 'USDT' } });
    expect(sent).toEqual([{ amount: '10', currency: 'USDT', type: 1 }]);
  });

  it('confirms exactly what will move where the screen asks for it', () => {
    const { actor, sent } = start(true);
    actor.send({ type: 'submit', patch: { amount: '5', type: 2, currency: 'USDC' } });
    expect(selectToConfirm(actor.getSnapshot())).toEqual({ amount: '5', currency: 'USDC', type: 2 });
    expect(sent).toEqual([]);
    actor.send({ type: 'confirm' });
    expect(sent).toHaveLength(1);
  });

  it('keeps the draft for the next visit of the screen', () => {
    const first = start(false);
    first.actor.send({ type: 'edit', patch: { amount: '7', currency: 'USDC' } });
    first.actor.stop();
    const again = start(false, UNKNOWN_BALANCES, first.store);
    expect(again.actor.getSnapshot().context.draft).toEqual({ type: 1, currency: 'USDC', amount: '7' });
  });
});
