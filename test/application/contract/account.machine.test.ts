import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountMachine, type AccountConfig } from '../../../src/application/contract/account.machine';
import {
  selectAccount,
  selectAccountConfig,
  selectConfirmingReal,
} from '../../../src/application/contract/account.selectors';
import { ContractAccount } from '../../../src/domain/contract/contract';
import { lost } from '../../support/fixtures/gateway-failures';

const configFor = (account: ContractAccount): AccountConfig => ({
  durations: [{ second: account === ContractAccount.real ? 30 : 60, incomeRate: '0.8', openAmountMin: '1' }],
  feeRate: account === ContractAccount.real ? '0.001' : '0',
});

/** Loads that the test answers by hand, in any order. */
function manualLoads() {
  const pending: {
    account: ContractAccount;
    resolve: (c: AccountConfig) => void;
    reject: (e: Error) => void;
  }[] = [];
  const remembered: ContractAccount[] = [];
  const machine = accountMachine().provide({
    actions: { remember: (_, account: ContractAccount) => void remembered.push(account) },
    actors: {
      loadConfig: fromPromise<AccountConfig, { account: ContractAccount }>(
        ({ input }) =>
          new Promise((resolve, reject) => pending.push({ account: input.account, resolve, reject })),
      ),
    },
  });
  return { machine, pending, remembered };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('account machine', () => {
  it('loads the real account first', async () => {
    const { machine, pending } = manualLoads();
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    pending[0]?.resolve(configFor(ContractAccount.real));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectAccountConfig(actor.getSnapshot())).toEqual(configFor(ContractAccount.real));
  });

  it('switching to demo reloads the config from the demo source', async () => {
    const { machine, pending } = manualLoads();
    const actor = createActor(machine, { input: {} }).start();
    pending[0]?.resolve(configFor(ContractAccount.real));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'account.switch', account: ContractAccount.demo });
    expect(pending[1]?.account).toBe(ContractAccount.demo);
    pending[1]?.resolve(configFor(ContractAccount.demo));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectAccountConfig(actor.getSnapshot())?.feeRate).toBe('0');
  });

  it('asks before moving from demo to real money, and stays on demo when cancelled', async () => {
    const { machine, pending } = manualLoads();
    const actor = createActor(machine, { input: { account: ContractAccount.demo } }).start();
    pending[0]?.resolve(configFor(ContractAccount.demo));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'account.switch', account: ContractAccount.real });
    expect(selectConfirmingReal(actor.getSnapshot())).toBe(true);
    expect(pending).toHaveLength(1);
    actor.send({ type: 'switch.cancel' });
    expect(selectAccount(actor.getSnapshot())).toBe(ContractAccount.demo);
    actor.send({ type: 'account.switch', account: ContractAccount.real });
    actor.send({ type: 'switch.confirm' });
    expect(selectAccount(actor.getSnapshot())).toBe(ContractAccount.real);
    expect(pending[1]?.account).toBe(ContractAccount.real);
  });

  it('remembers every switch that takes effect, and not a cancelled one', async () => {
    const { machine, pending, remembered } = manualLoads();
    const actor = createActor(machine, { input: {} }).start();
    pending[0]?.resolve(configFor(ContractAccount.real));
    actor.send({ type: 'account.switch', account: ContractAccount.real });
    expect(remembered).toEqual([]);
    actor.send({ type: 'account.switch', account: ContractAccount.demo });
    expect(remembered).toEqual([ContractAccount.demo]);
    actor.send({ type: 'account.switch', account: ContractAccount.real });
    actor.send({ type: 'switch.cancel' });
    expect(remembered).toEqual([ContractAccount.demo]);
    actor.send({ type: 'account.switch', account: ContractAccount.real });
    actor.send({ type: 'switch.confirm' });
    expect(remembered).toEqual([ContractAccount.demo, ContractAccount.real]);
  });

  it('ignores the answer for an account no longer selected', async () => {
    const { machine, pending } = manualLoads();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'account.switch', account: ContractAccount.demo });
    pending[1]?.resolve(configFor(ContractAccount.demo));
    await waitFor(actor, (s) => s.matches('ready'));
    pending[0]?.resolve(configFor(ContractAccount.real)); // late answer for the real account
    await tick();
    expect(selectAccountConfig(actor.getSnapshot())).toEqual(configFor(ContractAccount.demo));
  });

  it('shows a failed load with its message and retries it', async () => {
    const { machine, pending } = manualLoads();
    const actor = createActor(machine, { input: {} }).start();
    pending[0]?.reject(lost('network'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network' });
    actor.send({ type: 'retry' });
    expect(pending).toHaveLength(2);
  });

  it('always shows the config of the selected account, whatever the order of answers (model)', async () => {
    const step = fc.oneof(
      fc
        .constantFrom(ContractAccount.real, ContractAccount.demo)
        .map((account) => ({ kind: 'switch' as const, account })),
      fc.constant({ kind: 'confirm' as const }),
      fc.nat(20).map((index) => ({ kind: 'answer' as const, index })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const { machine, pending } = manualLoads();
        const actor = createActor(machine, { input: {} }).start();
        for (const s of steps) {
          if (s.kind === 'switch') actor.send({ type: 'account.switch', account: s.account });
          else if (s.kind === 'confirm') actor.send({ type: 'switch.confirm' });
          else {
            const load = pending[s.index % Math.max(pending.length, 1)];
            load?.resolve(configFor(load.account));
          }
          await tick();
          const snapshot = actor.getSnapshot();
          const config = selectAccountConfig(snapshot);
          if (config) expect(config).toEqual(configFor(selectAccount(snapshot)));
        }
      }),
      { numRuns: 150 },
    );
  });
});
