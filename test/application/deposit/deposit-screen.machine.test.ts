import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { depositAddressMachine } from '../../../src/application/deposit/deposit-address.machine';
import { createDepositScreenMachine } from '../../../src/application/deposit/deposit-screen.machine';
import { selectSimulateActor } from '../../../src/application/deposit/deposit-screen.selectors';
import {
  ARRIVING_POLL_MS,
  depositWatchMachine,
} from '../../../src/application/deposit/deposit-watch.machine';
import { createSimulateDepositForm } from '../../../src/application/deposit/simulate-deposit-form';
import { createPagedListMachine } from '../../../src/application/paging/paged-list.machine';
import { createDraftStore } from '../../../src/application/shared/draft-store';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectFormTerms } from '../../../src/application/shared/form.selectors';
import { startSpotAccount } from '../../../src/application/shared/spot-account.machine';
import {
  type DepositAddress,
  type DepositRecord,
  DepositStatus,
  type SimulatedDeposit,
} from '../../../src/domain/deposit/deposit';
import type { Page } from '../../../src/domain/paging';

const deposit = (status: DepositStatus): DepositRecord => ({
  id: 'd1',
  coin: 'USDT',
  network: 'TRC20',
  amount: '250',
  status,
  createdAt: 0,
  txHash: null,
  confirmations: status === DepositStatus.pending ? 3 : 12,
  required: 12,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The screen over fakes: the chain answers `recent` in turn, and every read is counted. */
function start(recent: DepositRecord[][] = [[]]) {
  const reads = { recent: 0, records: 0, spot: 0 };
  const simulated: SimulatedDeposit[] = [];
  const clock = new SimulatedClock();
  const spotAccount = startSpotAccount({
    gateway: { balances: async () => ((reads.spot += 1), []) },
  });
  const machine = createDepositScreenMachine({
    address: depositAddressMachine().provide({
      actors: {
        fetchAddress: fromPromise(async ({ input }): Promise<DepositAddress> => ({
          ...input,
          address: 'T-address',
          memo: null,
          minDeposit: '1',
          confirmations: 12,
        })),
      },
    }),
    records: createPagedListMachine<DepositRecord>().provide({
      actors: {
        fetchPage: fromPromise(
          async (): Promise<Page<DepositRecord>> => ((reads.records += 1), { list: [], sum: 0 }),
        ),
      },
    }),
    watch: depositWatchMachine().provide({
      actors: {
        fetchRecent: fromPromise(async () => recent[Math.min(reads.recent++, recent.length - 1)] ?? []),
      },
    }),
    simulate: provideForm(createSimulateDepositForm(), {
      send: async (request) => (simulated.push(request), deposit(DepositStatus.pending)),
    }),
    spotAccount,
    drafts: createDraftStore(),
  });
  const actor = createActor(machine, { input: { coin: 'USDT', network: 'TRC20' }, clock }).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  return { actor, clock, reads, emitted, simulated };
}

describe('deposit screen machine', () => {
  it('asks the spot account anew when it opens', async () => {
    const screen = start();
    await settle();
    expect(screen.reads.spot).toBe(1);
  });

  it('a deposit that starts arriving reloads the records; once credited, the records and the spot balance, and it is told', async () => {
    const screen = start([[], [deposit(DepositStatus.pending)], [deposit(DepositStatus.finished)]]);
    await settle();
    const before = { ...screen.reads };
    screen.actor.getSnapshot().context.watch.send({ type: 'check' });
    await settle();
    expect(screen.reads.records).toBe(before.records + 1);
    expect(screen.emitted).toEqual([]);
    screen.clock.increment(ARRIVING_POLL_MS);
    await settle();
    expect(screen.emitted).toEqual(['deposit.credited']);
    expect(screen.reads.records).toBe(before.records + 2);
    expect(screen.reads.spot).toBe(before.spot + 1);
  });

  it('a rejected deposit reloads the records and is told; the balance did not move', async () => {
    const screen = start([[deposit(DepositStatus.pending)], [deposit(DepositStatus.rejected)]]);
    await settle();
    const before = { ...screen.reads };
    screen.clock.increment(ARRIVING_POLL_MS);
    await settle();
    expect(screen.emitted).toEqual(['deposit.rejected']);
    expect(screen.reads.records).toBe(before.records + 1);
    expect(screen.reads.spot).toBe(before.spot);
  });

  it('a simulated deposit goes to the coin and network shown, makes the watch look at once, and is told', async () => {
    const screen = start();
    await settle();
    screen.actor.getSnapshot().context.address.send({ type: 'network.choose', network: 'TON' });
    const form = selectSimulateActor(screen.actor.getSnapshot());
    expect(selectFormTerms(form.getSnapshot())).toEqual({ coin: 'USDT', network: 'TON' });
    const looked = screen.reads.recent;
    form.send({ type: 'submit', patch: { amount: '250' } });
    await waitFor(form, (s) => s.matches('done'));
    await settle();
    expect(screen.simulated).toEqual([{ coin: 'USDT', network: 'TON', amount: '250' }]);
    expect(screen.reads.recent).toBe(looked + 1);
    expect(screen.emitted).toEqual(['deposit.simulated']);
  });
});
