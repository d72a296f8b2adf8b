import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSettlementWatch,
  MAX_LOOKS,
  SETTLE_GRACE_MS,
  type SettledNotice,
} from '../../../src/application/contract/settlement-watch';
import {
  ContractAccount,
  EntryStatus,
  TradeType,
  type ContractOrder,
} from '../../../src/domain/contract/contract';

const T0 = 1_700_000_000_000;

const holding = (id: string, settlesAt = T0 + 30_000): ContractOrder => ({
  id,
  openAmount: '5',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  positionTime: 30,
  tradeType: TradeType.up,
  entryStatus: EntryStatus.holding,
  incomeRate: '0.8',
  fee: '0.005',
  entryPrice: '100',
  settlementPrice: null,
  openedAt: settlesAt - 30_000,
  settlesAt,
  payout: null,
  priceSource: 'feed',
});

const settled = (order: ContractOrder): ContractOrder => ({
  ...order,
  entryStatus: EntryStatus.completed,
  settlementPrice: '101',
  payout: '9',
});

/** A watch over a fake exchange whose answers the test sets per account. */
function start() {
  const books = new Map<ContractAccount, ContractOrder[]>();
  const asked: ContractAccount[] = [];
  let failing = false;
  const watch = createSettlementWatch({
    recentOrders: (account) => {
      asked.push(account);
      return failing ? Promise.reject(new Error('offline')) : Promise.resolve(books.get(account) ?? []);
    },
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const notices: SettledNotice[] = [];
  watch.subscribe((notice) => notices.push(notice));
  return { watch, books, asked, notices, fail: (on: boolean) => void (failing = on) };
}

describe('settlement watch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('asks only once the position is due, then tells its outcome once', async () => {
    const { watch, books, asked, notices } = start();
    const order = holding('7');
    watch.follow(ContractAccount.demo, [order]);
    watch.follow(ContractAccount.demo, [order]);
    await vi.advanceTimersByTimeAsync(30_000 + SETTLE_GRACE_MS - 1);
    expect(asked).toEqual([]);
    books.set(ContractAccount.demo, [settled(order)]);
    await vi.advanceTimersByTimeAsync(1);
    expect(notices).toEqual([{ account: ContractAccount.demo, order: settled(order) }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(1);
    expect(notices).toHaveLength(1);
  });

  it('asks again while the server has not settled it or the call fails, and gives up after a few looks', async () => {
    const { watch, books, asked, notices, fail } = start();
    const order = holding('7');
    books.set(ContractAccount.real, [order]);
    watch.follow(ContractAccount.real, [order]);
    fail(true);
    await vi.advanceTimersByTimeAsync(30_000 + SETTLE_GRACE_MS);
    fail(false);
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS);
    expect(asked).toHaveLength(2);
    books.set(ContractAccount.real, [settled(order)]);
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS);
    expect(notices).toHaveLength(1);

    const stuck = holding('8', T0 + 100_000);
    books.set(ContractAccount.real, [stuck]);
    watch.follow(ContractAccount.real, [stuck]);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(asked).toHaveLength(3 + MAX_LOOKS);
    expect(notices).toHaveLength(1);
  });

  it('keeps the two accounts apart, even for the same order id', async () => {
    const { watch, books, notices } = start();
    watch.follow(ContractAccount.real, [holding('1')]);
    watch.follow(ContractAccount.demo, [holding('1', T0 + 60_000)]);
    books.set(ContractAccount.real, [settled(holding('1'))]);
    books.set(ContractAccount.demo, [holding('1', T0 + 60_000)]);
    await vi.advanceTimersByTimeAsync(30_000 + SETTLE_GRACE_MS);
    expect(notices.map((n) => n.account)).toEqual([ContractAccount.real]);
    books.set(ContractAccount.demo, [settled(holding('1', T0 + 60_000))]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(notices.map((n) => n.account)).toEqual([ContractAccount.real, ContractAccount.demo]);
  });

  it('ignores orders that are not holding and forgets everything on clear (signing out)', async () => {
    const { watch, asked } = start();
    watch.follow(ContractAccount.demo, [settled(holding('1'))]);
    watch.follow(ContractAccount.demo, [holding('2')]);
    watch.clear();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toEqual([]);
  });
});
