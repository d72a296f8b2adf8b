import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createPagedListMachine } from '../../../src/application/paging/paged-list.machine';
import { createDraftStore } from '../../../src/application/shared/draft-store';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectFormTerms } from '../../../src/application/shared/form.selectors';
import { startSpotAccount } from '../../../src/application/shared/spot-account.machine';
import { createByIdForm } from '../../../src/application/withdraw/by-id-form';
import { createWithdrawForm } from '../../../src/application/withdraw/withdraw-form';
import {
  createWithdrawScreenMachine,
  type WithdrawBook,
} from '../../../src/application/withdraw/withdraw-screen.machine';
import {
  selectCancelActor,
  selectFormActor,
  selectLookalike,
  selectTermsError,
  selectTermsLoading,
} from '../../../src/application/withdraw/withdraw-screen.selectors';
import type { Page } from '../../../src/domain/paging';
import type { BalanceRow } from '../../../src/domain/wallet/balances';
import {
  type Withdrawal,
  WithdrawalStatus,
  type WithdrawRequest,
} from '../../../src/domain/withdraw/withdrawal';
import { OPEN_GUARD } from '../../../src/domain/withdraw/withdraw-guard';
import { lost, refused } from '../../support/fixtures/gateway-failures';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const OLDER = 'TJBSsRRmL6DahKRpTGEjCpU3BN1mrg6Pkb';
/** The same four characters at each end as OLDER, another middle. */
const OLDER_LOOKALIKE = 'TJBSLWd2svuKKqMYB6ZFEQ1Ls4Ycti6Pkb';
const CONFIG = [{ coin: 'USDT' as const, network: 'TRC20' as const, fee: '1', minAmount: '10' }];
const SAVED = [
  {
    id: 'a',
    label: 'Cold',
    coin: 'USDT' as const,
    network: 'TRC20' as const,
    address: TRON,
    createdAt: 0,
    usableAt: 0,
  },
];
const ROWS: BalanceRow[] = [{ currencyName: 'USDT', availableCurrency: '500', frozenCurrency: '20' }];
const recorded = (request: WithdrawRequest): Withdrawal => ({
  ...request,
  id: 'w1',
  fee: '1',
  status: WithdrawalStatus.pending,
  createdAt: 0,
  remark: null,
});

/** The screen over fakes that count every read and answer the withdrawal as told. */
function start(withdraw?: (request: WithdrawRequest) => Promise<Withdrawal>, authenticator = false) {
  const reads = { book: 0, records: 0, spot: 0, failBook: false, failSpot: false, guard: OPEN_GUARD };
  /** Where older withdrawals went: on a records page the screen never loads. */
  const older = [OLDER];
  /** What the records list answers: the withdrawals made so far, newest first. */
  const history: Withdrawal[] = [];
  const send = async (request: WithdrawRequest) => {
    const made = recorded(request);
    history.unshift(made);
    return made;
  };
  const spotAccount = startSpotAccount({
    gateway: {
      balances: async () => {
        reads.spot += 1;
        if (reads.failSpot) throw lost('network');
        return ROWS;
      },
    },
  });
  const machine = createWithdrawScreenMachine({
    form: provideForm(createWithdrawForm(), { send: withdraw ?? send }),
    records: createPagedListMachine<Withdrawal>().provide({
      actors: {
        fetchPage: fromPromise(async (): Promise<Page<Withdrawal>> => {
          reads.records += 1;
          return { list: [...history], sum: history.length };
        }),
      },
    }),
    cancel: provideForm(createByIdForm(), { send: async () => undefined }),
    spotAccount,
    drafts: createDraftStore(),
    now: () => 5_000,
  }).provide({
    actors: {
      loadBook: fromPromise(async (): Promise<WithdrawBook> => {
        reads.book += 1;
        if (reads.failBook) throw lost('network');
        const past = [...new Set([...history.map((made) => made.address), ...older])];
        return { config: CONFIG, saved: SAVED, guard: reads.guard, past };
      }),
    },
  });
  const actor = createActor(machine, { input: { authenticator } }).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  const settled = async () => {
    await waitFor(actor, (s) => !s.matches({ terms: 'loading' }));
    await waitFor(spotAccount, (s) => !s.matches('loading'));
  };
  const form = () => selectFormActor(actor.getSnapshot());
  return { actor, reads, emitted, settled, form, spotAccount };
}

const WITHDRAWAL = { addressId: 'a', amount: '100', fundPassword: '123456', code: '42' };

describe('withdraw screen machine', () => {
  it('hands the form the book, the spot balances by coin and server time, and reads the balances anew', async () => {
    const screen = start();
    await screen.settled();
    const terms = selectFormTerms(screen.form().getSnapshot());
    expect(terms).toMatchObject({
      config: CONFIG,
      saved: SAVED,
      available: { USDT: '500' },
      frozen: { USDT: '20' },
    });
    expect(terms.now()).toBe(5_000);
    expect(terms.authenticator).toBe(false);
    expect(screen.reads.spot).toBe(1);
  });

  it("hands the form the profile's authenticator as the screen opened, kept through every reload", async () => {
    const screen = start(undefined, true);
    await screen.settled();
    expect(selectFormTerms(screen.form().getSnapshot()).authenticator).toBe(true);
    screen.actor.send({ type: 'terms.reload' });
    await screen.settled();
    expect(selectFormTerms(screen.form().getSnapshot()).authenticator).toBe(true);
  });

  it("hands the form every address past withdrawals went to, not only a loaded page's, anew after each", async () => {
    const screen = start();
    await screen.settled();
    const past = () => selectFormTerms(screen.form().getSnapshot()).past;
    // No records page holds the older withdrawal, and its lookalike is warned of all the same.
    expect(past()).toEqual([OLDER]);
    screen.form().send({ type: 'edit', patch: { address: OLDER_LOOKALIKE } });
    expect(selectLookalike(screen.form().getSnapshot())).toEqual({ address: OLDER, label: null });
    screen.form().send({ type: 'edit', patch: { address: '' } });
    screen.form().send({ type: 'submit', patch: WITHDRAWAL });
    screen.form().send({ type: 'confirm' });
    await waitFor(screen.form(), () => past().length === 2);
    expect(past()).toEqual([TRON, OLDER]);
  });

  it('after a withdrawal reloads the book, the records and the spot account, and tells it', async () => {
    const screen = start();
    await screen.settled();
    const before = { ...screen.reads };
    screen.form().send({ type: 'submit', patch: WITHDRAWAL });
    screen.form().send({ type: 'confirm' });
    await waitFor(screen.form(), (s) => s.matches('done'));
    await screen.settled();
    expect([screen.reads.book, screen.reads.records, screen.reads.spot]).toEqual([
      before.book + 1,
      before.records + 1,
      before.spot + 1,
    ]);
    expect(screen.emitted).toEqual(['withdraw.sent']);
  });

  it('an outcome nobody knows reloads the same and is told, and nothing is sent again', async () => {
    let sends = 0;
    const screen = start(() => ((sends += 1), Promise.reject(lost())));
    await screen.settled();
    const before = { ...screen.reads };
    screen.form().send({ type: 'submit', patch: WITHDRAWAL });
    screen.form().send({ type: 'confirm' });
    await waitFor(screen.form(), (s) => s.matches('unknown'));
    await screen.settled();
    expect(sends).toBe(1);
    expect(screen.reads.records).toBe(before.records + 1);
    expect(screen.reads.spot).toBe(before.spot + 1);
    expect(screen.emitted).toEqual(['withdraw.unknown']);
  });

  it('after a refusal reloads the book, so a lock the refusal set reaches the form', async () => {
    const screen = start(() => Promise.reject(refused('Too many wrong fund passwords')));
    await screen.settled();
    const before = screen.reads.book;
    screen.reads.guard = { ...OPEN_GUARD, lockedUntil: 9_000 };
    screen.form().send({ type: 'submit', patch: WITHDRAWAL });
    screen.form().send({ type: 'confirm' });
    await waitFor(screen.form(), (s) => s.matches('editing') && s.context.failure !== null);
    await screen.settled();
    expect(screen.reads.book).toBe(before + 1);
    expect(selectFormTerms(screen.form().getSnapshot()).guard.lockedUntil).toBe(9_000);
    expect(screen.emitted).toEqual([]);
  });

  it('a cancel reloads records and balances and is told', async () => {
    const screen = start();
    await screen.settled();
    const before = { ...screen.reads };
    const cancel = selectCancelActor(screen.actor.getSnapshot());
    cancel.send({ type: 'submit', patch: { id: 'w1' } });
    await waitFor(cancel, (s) => s.matches('done'));
    await screen.settled();
    expect(screen.reads.records).toBe(before.records + 1);
    expect(screen.reads.spot).toBe(before.spot + 1);
    expect(screen.emitted).toEqual(['withdraw.cancelled']);
  });

  it('a failed load of the book or the balances is the terms error, and Retry asks both again', async () => {
    const screen = start();
    screen.reads.failBook = true;
    screen.reads.failSpot = true;
    screen.actor.send({ type: 'terms.reload' });
    await screen.settled();
    expect(selectTermsError(screen.actor.getSnapshot())).toEqual({ kind: 'network' });
    screen.reads.failBook = false;
    screen.actor.send({ type: 'terms.reload' });
    await screen.settled();
    expect(selectTermsError(screen.actor.getSnapshot())).toEqual({ kind: 'network' });
    screen.reads.failSpot = false;
    screen.actor.send({ type: 'terms.reload' });
    await screen.settled();
    expect(selectTermsError(screen.actor.getSnapshot())).toBeNull();
    expect(selectTermsLoading(screen.actor.getSnapshot())).toBe(false);
  });
});
