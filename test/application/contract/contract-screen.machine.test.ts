import { startFeed, ticker } from '../market/live-feed.fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectAccountConfig } from '../../../src/application/contract/account.selectors';
import {
  selectBalances,
  selectDemoFundsActor,
  selectHoldingList,
  selectJustSettled,
  selectScopeAccount,
  selectTransferActor,
} from '../../../src/application/contract/account-scope.selectors';
import {
  selectNothingAvailable,
  selectOrderActor,
  selectPairPrices,
  selectScope,
  selectUsdtPrices,
} from '../../../src/application/contract/contract-screen.selectors';
import {
  selectAvailable,
  selectDuration,
  selectOpenAmount,
  selectPriceHold,
  selectRefusal,
} from '../../../src/application/contract/order.selectors';
import { selectItems } from '../../../src/application/paging/paged-list.selectors';
import { SETTLED_ROW_MS } from '../../../src/application/contract/account-scope.machine';
import { ContractAccount, EntryStatus, TradeType } from '../../../src/domain/contract/contract';
import { SETTLE_GRACE_MS } from '../../../src/domain/contract/settlement-countdown';
import { balances, CONFIG, flush, holdingOrder, NOW, startScreen } from './contract-screen.fixtures';

const order = (screen: ReturnType<typeof startScreen>) => selectOrderActor(screen.actor.getSnapshot());
const scope = (screen: ReturnType<typeof startScreen>) => selectScope(screen.actor.getSnapshot());
const account = (screen: ReturnType<typeof startScreen>) => screen.actor.getSnapshot().context.account;

async function placeOrder(screen: ReturnType<typeof startScreen>) {
  order(screen).send({ type: 'edit', patch: { openAmount: '20' } });
  order(screen).send({ type: 'submit', patch: { tradeType: TradeType.up } });
  await flush();
}

describe('contract screen machine', () => {
  it('relays the loaded account config to the order', async () => {
    const screen = startScreen();
    await flush();
    expect(selectAccountConfig(account(screen).getSnapshot())).toEqual(CONFIG[ContractAccount.real]);
    expect(selectDuration(order(screen).getSnapshot())).toEqual(CONFIG[ContractAccount.real].durations[0]);
    expect(order(screen).getSnapshot().context.terms.account).toBe(ContractAccount.real);
  });

  it('relays the pay coin balance to the order, and again when the pay coin changes', async () => {
    const screen = startScreen();
    expect(selectAvailable(order(screen).getSnapshot())).toBeNull();
    await flush();
    expect(selectAvailable(order(screen).getSnapshot())).toBe('100');
    screen.assets[ContractAccount.real] = balances('100', '7');
    screen.actor.send({ type: 'pair.change', baseCoin: 'BTC', quoteCoin: 'USDC' });
    expect(order(screen).getSnapshot().context.terms.quoteCoin).toBe('USDC');
    expect(selectAvailable(order(screen).getSnapshot())).toBe('0');
  });

  it('relays the balances kept from the last visit before the first answer', () => {
    const screen = startScreen({ cached: balances('42') });
    expect(selectBalances(scope(screen).getSnapshot())).toEqual(balances('42'));
    expect(selectAvailable(order(screen).getSnapshot())).toBe('42');
  });

  it('holds the order until its pair has a fresh price, relays the stale flag and keeps the prices', async () => {
    const { actor: feed, pending } = startFeed();
    const screen = startScreen({ input: { feeds: { USDT: feed } } });
    await flush();
    // The feed has not answered (and has no cache): nothing may open yet.
    expect(selectPriceHold(order(screen).getSnapshot())).toBe('noPrice');
    pending.forEach(({ resolve }) => resolve([ticker('BTC', '91000')]));
    await flush();
    expect(selectPairPrices(screen.actor.getSnapshot())).toEqual({ USDT: { BTC: '91000' } });
    expect(selectUsdtPrices(screen.actor.getSnapshot())).toEqual({ BTC: '91000' });
    expect(selectPriceHold(order(screen).getSnapshot())).toBeNull();

    feed.send({ type: 'poll.stale' });
    expect(selectPriceHold(order(screen).getSnapshot())).toBe('stale');
    order(screen).send({ type: 'edit', patch: { openAmount: '20' } });
    order(screen).send({ type: 'submit', patch: { tradeType: TradeType.up } });
    expect(selectRefusal(order(screen).getSnapshot())).toBe('stale');
    feed.stop();
  });

  it('prices an order paid in USDC on the USDC feed alone, whatever the USDT feed says', async () => {
    const usdt = startFeed();
    const usdc = startFeed({ quote: 'USDC' });
    const screen = startScreen({ input: { feeds: { USDT: usdt.actor, USDC: usdc.actor } } });
    await flush();
    usdt.pending.forEach(({ resolve }) => resolve([ticker('BTC', '91000')]));
    await flush();
    expect(selectPriceHold(order(screen).getSnapshot())).toBeNull();

    screen.actor.send({ type: 'pair.change', baseCoin: 'BTC', quoteCoin: 'USDC' });
    // BTC/USDT is priced, BTC/USDC not yet.
    expect(selectPriceHold(order(screen).getSnapshot())).toBe('noPrice');
    usdc.pending.forEach(({ resolve }) => resolve([ticker('BTC', '91012.5', 'USDC')]));
    await flush();
    expect(selectPairPrices(screen.actor.getSnapshot())).toEqual({
      USDT: { BTC: '91000' },
      USDC: { BTC: '91012.5' },
    });
    expect(selectPriceHold(order(screen).getSnapshot())).toBeNull();
    // A stale USDT feed does not hold a USDC order; a stale USDC feed does.
    usdt.actor.send({ type: 'poll.stale' });
    expect(selectPriceHold(order(screen).getSnapshot())).toBeNull();
    usdc.actor.send({ type: 'poll.stale' });
    expect(selectPriceHold(order(screen).getSnapshot())).toBe('stale');
    usdt.actor.stop();
    usdc.actor.stop();
  });

  it('reloads positions, history, balances and records after an order, and emits it for a toast', async () => {
    const screen = startScreen();
    await flush();
    expect(screen.count('1:holding')).toBe(1);
    screen.holding[ContractAccount.real] = [holdingOrder('9', NOW + 30_000)];
    await placeOrder(screen);
    expect(screen.sent).toHaveLength(1);
    expect(selectOpenAmount(order(screen).getSnapshot())).toBe('');
    for (const list of ['holding', 'completed', 'liquidated', 'records', 'assets'])
      expect(screen.count(`1:${list}`), list).toBe(2);
    expect(screen.emitted).toEqual([{ type: 'order.created' }]);
    expect(
      selectItems(selectHoldingList(scope(screen).getSnapshot()).getSnapshot()).map((o) => o.id),
    ).toEqual(['9']);
  });

  it('emits a failed order with the server message and reloads nothing', async () => {
    const screen = startScreen({ failOrder: 'Insufficient balance' });
    await flush();
    await placeOrder(screen);
    expect(screen.emitted).toEqual([
      { type: 'order.failed', failure: { kind: 'said', text: 'Insufficient balance' } },
    ]);
    expect(screen.count('1:holding')).toBe(1);
  });

  it('hands the holding positions to the settlement watch', async () => {
    const screen = startScreen();
    screen.holding[ContractAccount.real] = [holdingOrder('3', NOW + 30_000)];
    await flush();
    expect(screen.followed.at(-1)).toEqual({ account: ContractAccount.real, ids: ['3'] });
  });

  it('starts afresh for the account switched to: new lists, its config and its balance', async () => {
    const screen = startScreen();
    await flush();
    const before = scope(screen);
    account(screen).send({ type: 'account.switch', account: ContractAccount.demo });
    await flush();
    const after = scope(screen);
    expect(after).not.toBe(before);
    expect(before.getSnapshot().status).toBe('stopped');
    expect(selectScopeAccount(after.getSnapshot())).toBe(ContractAccount.demo);
    expect(screen.count('2:holding')).toBe(1);
    expect(screen.count('2:assets')).toBe(1);
    expect(order(screen).getSnapshot().context.terms.account).toBe(ContractAccount.demo);
    expect(selectDuration(order(screen).getSnapshot())).toEqual(CONFIG[ContractAccount.demo].durations[0]);
    expect(selectAvailable(order(screen).getSnapshot())).toBe('5000');
  });

  it('does not restart the lists when the switch to real money is cancelled', async () => {
    const screen = startScreen();
    await flush();
    account(screen).send({ type: 'account.switch', account: ContractAccount.demo });
    await flush();
    const demo = scope(screen);
    account(screen).send({ type: 'account.switch', account: ContractAccount.real });
    account(screen).send({ type: 'switch.cancel' });
    await flush();
    expect(scope(screen)).toBe(demo);
  });

  it('opens on the demo account the user chose before: its config, lists and balance, real untouched', async () => {
    const screen = startScreen({ kept: ContractAccount.demo });
    await flush();
    expect(selectAccountConfig(account(screen).getSnapshot())).toEqual(CONFIG[ContractAccount.demo]);
    expect(selectScopeAccount(scope(screen).getSnapshot())).toBe(ContractAccount.demo);
    expect(order(screen).getSnapshot().context.terms.account).toBe(ContractAccount.demo);
    expect(selectAvailable(order(screen).getSnapshot())).toBe('5000');
    expect(screen.count('1:holding')).toBe(0);
    expect(screen.count('1:assets')).toBe(0);
  });

  it('a screen started after a switch to demo (the user left and came back) opens on demo', async () => {
    const first = startScreen();
    await flush();
    account(first).send({ type: 'account.switch', account: ContractAccount.demo });
    first.actor.stop();
    const again = startScreen({ kept: first.choice.kept });
    await flush();
    expect(selectScopeAccount(scope(again).getSnapshot())).toBe(ContractAccount.demo);
  });

  it('after a transfer reloads the balances and records, clears the open amount and emits it', async () => {
    const screen = startScreen();
    await flush();
    order(screen).send({ type: 'edit', patch: { openAmount: '20' } });
    const emitted: string[] = [];
    scope(screen).on('*', (event) => void emitted.push(event.type));
    const transfer = selectTransferActor(scope(screen).getSnapshot());
    transfer.send({ type: 'submit', patch: { amount: '25', currency: 'USDT', type: 1 } });
    transfer.send({ type: 'confirm' });
    await flush();
    expect(screen.transfers).toHaveLength(1);
    expect(screen.count('1:assets')).toBe(2);
    expect(screen.count('1:records')).toBe(2);
    expect(screen.count('1:holding')).toBe(1);
    expect(selectOpenAmount(order(screen).getSnapshot())).toBe('');
    expect(emitted).toEqual(['transfer.succeeded']);
  });

  it('emits a failed transfer with its message and keeps the open amount', async () => {
    const screen = startScreen({ failTransfer: 'Transfer refused' });
    await flush();
    order(screen).send({ type: 'edit', patch: { openAmount: '20' } });
    const emitted: unknown[] = [];
    scope(screen).on('*', (event) => void emitted.push(event));
    const transfer = selectTransferActor(scope(screen).getSnapshot());
    transfer.send({ type: 'submit', patch: { amount: '25', currency: 'USDT', type: 1 } });
    transfer.send({ type: 'confirm' });
    await flush();
    expect(emitted).toEqual([
      { type: 'transfer.failed', failure: { kind: 'said', text: 'Transfer refused' } },
    ]);
    expect(screen.count('1:assets')).toBe(1);
    expect(selectOpenAmount(order(screen).getSnapshot())).toBe('20');
  });

  it('after a demo top-up reloads the balances and emits it', async () => {
    const screen = startScreen();
    await flush();
    const emitted: string[] = [];
    scope(screen).on('*', (event) => void emitted.push(event.type));
    selectDemoFundsActor(scope(screen).getSnapshot()).send({ type: 'submit', patch: { amount: '1000' } });
    await flush();
    expect(screen.count('1:assets')).toBe(2);
    expect(emitted).toEqual(['demoFunds.succeeded']);
  });

  it('asks before a real-money order with what will be sent; saying not to ask again is kept and stops asking', async () => {
    const screen = startScreen({ asksReal: true });
    await flush();
    await placeOrder(screen);
    expect(order(screen).getSnapshot().matches('confirming')).toBe(true);
    expect(order(screen).getSnapshot().context.request).toMatchObject({
      account: ContractAccount.real,
      openAmount: '20',
      tradeType: TradeType.up,
      positionTime: 30,
    });
    expect(screen.sent).toHaveLength(0);
    screen.actor.send({ type: 'realConfirm.stop' });
    order(screen).send({ type: 'confirm' });
    await flush();
    expect(screen.sent).toHaveLength(1);
    expect(screen.choice.asksReal).toBe(false);
    // Another amount: the same request again at once would be a double click's second press.
    order(screen).send({ type: 'edit', patch: { openAmount: '25' } });
    order(screen).send({ type: 'submit', patch: { tradeType: TradeType.down } });
    await flush();
    expect(screen.sent).toHaveLength(2);
  });

  it('never asks on the demo account', async () => {
    const screen = startScreen({ asksReal: true, kept: ContractAccount.demo });
    await flush();
    order(screen).send({ type: 'edit', patch: { openAmount: '20' } });
    order(screen).send({ type: 'submit', patch: { tradeType: TradeType.down } });
    await flush();
    expect(screen.sent).toEqual([expect.objectContaining({ account: ContractAccount.demo })]);
  });

  it('knows when the account shown has nothing to trade with, in any coin, once its balances are in', async () => {
    const screen = startScreen();
    screen.assets[ContractAccount.real] = balances('0', '0');
    expect(selectNothingAvailable(screen.actor.getSnapshot())).toBe(false);
    await flush();
    expect(selectNothingAvailable(screen.actor.getSnapshot())).toBe(true);
    screen.assets[ContractAccount.real] = balances('0', '5');
    scope(screen).send({ type: 'reload' });
    await flush();
    expect(selectNothingAvailable(screen.actor.getSnapshot())).toBe(false);
  });

  describe('settle re-check', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('reloads once the nearest position is due plus the grace, on server time', async () => {
      const screen = startScreen();
      // The server clock runs 10 s ahead of the position's own countdown start.
      screen.clock.now = NOW + 10_000;
      screen.holding[ContractAccount.real] = [
        holdingOrder('1', NOW + 60_000),
        holdingOrder('2', NOW + 30_000),
      ];
      await vi.advanceTimersByTimeAsync(0);
      expect(screen.count('1:holding')).toBe(1);

      await vi.advanceTimersByTimeAsync(20_000 + SETTLE_GRACE_MS - 1);
      expect(screen.count('1:holding')).toBe(1);
      screen.holding[ContractAccount.real] = [holdingOrder('1', NOW + 60_000)];
      await vi.advanceTimersByTimeAsync(1);
      for (const list of ['holding', 'completed', 'liquidated', 'assets'])
        expect(screen.count(`1:${list}`)).toBe(2);
    });

    it('shows a position of its account that settled, with its result, for SETTLED_ROW_MS on the clock', async () => {
      const screen = startScreen();
      await vi.advanceTimersByTimeAsync(0);
      const settledOrder = { ...holdingOrder('9', NOW), entryStatus: EntryStatus.completed, payout: '18' };
      const shown = () => selectJustSettled(scope(screen).getSnapshot()).map(({ id }) => id);
      screen.settle(ContractAccount.demo, { ...settledOrder, id: 'other-book' });
      screen.settle(ContractAccount.real, settledOrder);
      expect(shown()).toEqual(['9']);
      expect(selectJustSettled(scope(screen).getSnapshot())[0]?.payout).toBe('18');
      await vi.advanceTimersByTimeAsync(SETTLED_ROW_MS - 1);
      expect(shown()).toEqual(['9']);
      await vi.advanceTimersByTimeAsync(1);
      expect(shown()).toEqual([]);
    });

    it('a switch stops hearing the old account: its scope is gone with its listener', async () => {
      const screen = startScreen();
      await flush();
      expect(screen.hearers.size).toBe(1);
      screen.actor.send({ type: 'account.changed', account: ContractAccount.demo });
      expect(screen.hearers.size).toBe(1);
      screen.settle(ContractAccount.demo, { ...holdingOrder('3', NOW), entryStatus: EntryStatus.liquidated });
      expect(selectJustSettled(scope(screen).getSnapshot())).toHaveLength(1);
    });

    it('asks again after the grace while a due position has not settled, and stops once none is held', async () => {
      const screen = startScreen();
      screen.clock.now = NOW + 40_000;
      screen.holding[ContractAccount.real] = [holdingOrder('1', NOW + 30_000)];
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS);
      expect(screen.count('1:holding')).toBe(2);
      screen.holding[ContractAccount.real] = [];
      await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS);
      expect(screen.count('1:holding')).toBe(3);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(screen.count('1:holding')).toBe(3);
    });
  });
});
