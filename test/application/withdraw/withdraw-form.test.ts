import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDraftStore, keptDraft } from '../../../src/application/shared/draft-store';
import { provideForm } from '../../../src/application/shared/form.provide';
import {
  selectDraft,
  selectFormFailure,
  selectRefusals,
  selectToConfirm,
} from '../../../src/application/shared/form.selectors';
import { createWithdrawForm, type WithdrawTerms } from '../../../src/application/withdraw/withdraw-form';
import {
  selectLookalike,
  selectReceived,
  selectWhitelistOnly,
} from '../../../src/application/withdraw/withdraw-screen.selectors';
import {
  type Withdrawal,
  WithdrawalStatus,
  type WithdrawRequest,
} from '../../../src/domain/withdraw/withdrawal';
import { OPEN_GUARD } from '../../../src/domain/withdraw/withdraw-guard';
import { lost, refused } from '../../support/fixtures/gateway-failures';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
/** A past withdrawal's address, and one with its first and last four characters (both valid). */
const PAST = 'TJBSsRRmL6DahKRpTGEjCpU3BN1mrg6Pkb';
const PAST_LOOKALIKE = 'TJBSLWd2svuKKqMYB6ZFEQ1Ls4Ycti6Pkb';
const NOW = 1_000_000;
const terms: WithdrawTerms = {
  config: [
    { coin: 'USDT', network: 'TRC20', fee: '1', minAmount: '10' },
    { coin: 'USDC', network: 'ERC20', fee: '2', minAmount: '10' },
  ],
  available: { USDT: '500' },
  frozen: { USDT: '0' },
  saved: [
    { id: 'a', label: 'Cold', coin: 'USDT', network: 'TRC20', address: TRON, createdAt: 0, usableAt: 0 },
    {
      id: 'b',
      label: 'New',
      coin: 'USDC',
      network: 'ERC20',
      address: EVM,
      createdAt: NOW,
      usableAt: NOW + 1,
    },
  ],
  past: [PAST],
  now: () => NOW,
  guard: OPEN_GUARD,
  authenticator: false,
};
const filled = { addressId: 'a', amount: '100', fundPassword: '123456', code: '42' };
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

function start(
  answer: (request: WithdrawRequest) => Promise<Withdrawal>,
  store = createDraftStore(),
  withTerms = terms,
) {
  const sent: WithdrawRequest[] = [];
  const machine = provideForm(createWithdrawForm(), {
    send: (request) => {
      sent.push(request);
      return answer(request);
    },
  });
  const actor = createActor(machine, {
    input: { terms: withTerms, ...keptDraft(store, 'withdraw') },
  }).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  return { actor, sent, emitted, store };
}

const accept = async (request: WithdrawRequest) => recorded(request);

describe('the withdraw form (its rules only; the form machine is tested on its own)', () => {
  it('refuses before confirming, on the field the problem is about: nothing reaches the gateway', () => {
    const { actor, sent } = start(accept);
    actor.send({ type: 'submit', patch: { ...filled, amount: '600' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { problem: 'Insufficient available balance', fields: ['amount'] },
    ]);
    expect(sent).toEqual([]);
  });

  it('refuses a saved address whose cool-down still runs, on server time', () => {
    const { actor } = start(accept);
    actor.send({ type: 'submit', patch: { ...filled, addressId: 'b' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { problem: 'This address is not usable yet', fields: ['address'] },
    ]);
  });

  it('refuses while a lock or hold runs on server time, marking no field, and not once it has passed', () => {
    for (const guard of [
      { ...OPEN_GUARD, lockedUntil: NOW + 1 },
      { ...OPEN_GUARD, heldUntil: NOW + 1 },
    ]) {
      const { actor, sent } = start(accept, createDraftStore(), { ...terms, guard });
      actor.send({ type: 'submit', patch: filled });
      expect(selectRefusals(actor.getSnapshot())).toEqual([
        { problem: 'Withdrawals are on hold', fields: [] },
      ]);
      expect(sent).toEqual([]);
    }
    const passed = start(accept, createDraftStore(), { ...terms, guard: { ...OPEN_GUARD, heldUntil: NOW } });
    passed.actor.send({ type: 'submit', patch: filled });
    expect(passed.actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it('with whitelist-only on refuses a typed new address on the address field, not a saved one', () => {
    const whitelisted = { ...terms, guard: { ...OPEN_GUARD, whitelistOnly: true } };
    const typed = start(accept, createDraftStore(), whitelisted);
    typed.actor.send({ type: 'submit', patch: { ...filled, addressId: null, address: PAST } });
    expect(selectRefusals(typed.actor.getSnapshot())).toEqual([
      { problem: 'Only saved addresses can be withdrawn to', fields: ['address'] },
    ]);
    // The form says so before anything is typed, and not while the setting is off.
    expect(selectWhitelistOnly(typed.actor.getSnapshot())).toBe(true);
    expect(selectWhitelistOnly(start(accept).actor.getSnapshot())).toBe(false);
    const picked = start(accept, createDraftStore(), whitelisted);
    picked.actor.send({ type: 'submit', patch: filled });
    expect(picked.actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it('a saved address brings its coin and network; another coin drops it; the fund password takes digits', () => {
    const { actor } = start(accept);
    actor.send({ type: 'edit', patch: { addressId: 'b' } });
    expect(selectDraft(actor.getSnapshot())).toMatchObject({
      addressId: 'b',
      address: EVM,
      coin: 'USDC',
      network: 'ERC20',
    });
    actor.send({ type: 'edit', patch: { coin: 'USDT' } });
    expect(selectDraft(actor.getSnapshot())).toMatchObject({ addressId: null, address: '', coin: 'USDT' });
    actor.send({ type: 'edit', patch: { fundPassword: '12a3 45678', amount: ' １０ ' } });
    expect(selectDraft(actor.getSnapshot())).toMatchObject({ fundPassword: '123456', amount: '10' });
  });

  it('confirms exactly what is sent, then sends once however often confirm is pressed', async () => {
    const { actor, sent, emitted } = start(accept);
    actor.send({ type: 'edit', patch: filled });
    expect(selectReceived(actor.getSnapshot())).toBe('99');
    actor.send({ type: 'submit' });
    expect(selectToConfirm(actor.getSnapshot())).toEqual({
      coin: 'USDT',
      network: 'TRC20',
      address: TRON,
      amount: '100',
      fundPassword: '123456',
      code: '42',
    });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent).toHaveLength(1);
    expect(emitted).toContain('succeeded');
    expect(selectDraft(actor.getSnapshot())).toMatchObject({ fundPassword: '', code: '' });
  });

  it('confirms a typed lookalike of a past or a saved address only once the warning is ticked', async () => {
    const { actor, sent } = start(accept);
    actor.send({ type: 'submit', patch: { ...filled, addressId: null, address: PAST_LOOKALIKE } });
    expect(selectLookalike(actor.getSnapshot())).toEqual({ address: PAST, label: null });
    actor.send({ type: 'confirm' });
    expect(sent).toEqual([]);
    actor.send({ type: 'acknowledge', acknowledged: true });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent.map((request) => request.address)).toEqual([PAST_LOOKALIKE]);
    const evmLookalike = `0x5290${'a'.repeat(32)}9ee7`;
    actor.send({ type: 'again' });
    actor.send({ type: 'edit', patch: { coin: 'USDC', network: 'ERC20' } });
    actor.send({ type: 'edit', patch: { address: evmLookalike } });
    expect(selectLookalike(actor.getSnapshot())).toEqual({ address: EVM, label: 'New' });
    // A saved address picked is the user's own choice: nothing to warn of.
    actor.send({ type: 'edit', patch: { addressId: 'a' } });
    expect(selectLookalike(actor.getSnapshot())).toBeNull();
  });

  it('a lost answer is an outcome nobody knows: nothing resent, and the next one keeps coin and network', async () => {
    const { actor, sent, emitted } = start(() => Promise.reject(lost()));
    actor.send({ type: 'edit', patch: { ...filled, addressId: null, address: TRON } });
    actor.send({ type: 'submit' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('unknown'));
    expect(sent).toHaveLength(1);
    expect(emitted).toContain('unknown');
    actor.send({ type: 'again' });
    expect(selectDraft(actor.getSnapshot())).toEqual({
      coin: 'USDT',
      network: 'TRC20',
      addressId: null,
      address: '',
      amount: '',
      fundPassword: '',
      code: '',
      authenticatorCode: '',
    });
  });

  it("a refusal shows the server's words and asks for the fund password again, keeping the code", async () => {
    const { actor } = start(() => Promise.reject(refused('Password is incorrect')));
    actor.send({ type: 'edit', patch: filled });
    actor.send({ type: 'submit' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(selectFormFailure(actor.getSnapshot())).toEqual({ kind: 'said', text: 'Password is incorrect' });
    expect(selectDraft(actor.getSnapshot())).toMatchObject({ fundPassword: '', code: '42', amount: '100' });
  });

  it('with an authenticator bound asks for its code on its own field, sends it, and clears it after a refusal', async () => {
    const { actor, sent } = start(
      () => Promise.reject(refused('The authenticator code is incorrect')),
      createDraftStore(),
      { ...terms, authenticator: true },
    );
    actor.send({ type: 'submit', patch: filled });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { problem: 'Enter the 6-digit authenticator code or a recovery code', fields: ['authenticatorCode'] },
    ]);
    actor.send({ type: 'edit', patch: { authenticatorCode: '12 34 56' } });
    actor.send({ type: 'submit' });
    expect(selectToConfirm(actor.getSnapshot())).toMatchObject({ code: '42', authenticatorCode: '123456' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(sent).toHaveLength(1);
    expect(selectDraft(actor.getSnapshot())).toMatchObject({ authenticatorCode: '', code: '42' });
  });

  it('without an authenticator sends no authenticator field, whatever the draft holds', async () => {
    const { actor, sent } = start(accept);
    actor.send({ type: 'edit', patch: { ...filled, authenticatorCode: '123456' } });
    actor.send({ type: 'submit' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent[0]).not.toHaveProperty('authenticatorCode');
  });

  it('keeps the draft for the next visit, never the fund password or the code', () => {
    const first = start(accept);
    first.actor.send({ type: 'edit', patch: filled });
    first.actor.stop();
    const again = start(accept, first.store);
    expect(selectDraft(again.actor.getSnapshot())).toMatchObject({
      addressId: 'a',
      address: TRON,
      amount: '100',
      fundPassword: '',
      code: '',
      authenticatorCode: '',
    });
  });
});
