import type { Page } from '@playwright/test';
import { createMarket, DEFAULT_ENGINE_SETTINGS, DEFAULT_SEED } from '../../../src/adapters/demo/engine';
import type { ContractBook, PublicOrder } from '../../../src/adapters/demo/engine';
import { TradeType } from '../../../src/domain/contract/contract';
import { outcomeOf, type Outcome } from '../../../src/domain/contract/outcome';
import { feeFor } from '../../../src/domain/contract/order-rules';
import { add, sub } from '../../../src/domain/precision';
import { referenceServerOf } from './servers';
import { isHttpProject } from './session-steps';

/**
 * What the test knows independently of the app: both backends run the simulated engine
 * with its default seed and settings, and its price is a pure function of (pair, time).
 * So the test recomputes every price, outcome and amount here, in Node, from the order's
 * two instants alone, and compares the screen with that.
 */
export const market = createMarket(DEFAULT_SEED);
export const PRICE_SOURCE = `Simulated feed (seed ${DEFAULT_SEED})`;
const BTC_USDT = { base: 'BTC', quote: 'USDT' };

/** The instants and stake of an order as the exchange recorded them. */
export type RecordedOrder = Pick<
  PublicOrder,
  'id' | 'openAmount' | 'tradeType' | 'positionTime' | 'openedAt' | 'settlesAt' | 'baseCoin' | 'quoteCoin'
>;

export interface Expected {
  entryPrice: string;
  settlementPrice: string;
  fee: string;
  outcome: Outcome;
}

/** Entry and settlement prices from the feed at those instants, and the outcome they give. */
export function expectedFor(order: RecordedOrder, book: ContractBook): Expected {
  const pair = { base: order.baseCoin, quote: order.quoteCoin };
  const entryPrice = market.price(pair, order.openedAt);
  const settlementPrice = market.price(pair, order.settlesAt);
  const duration = DEFAULT_ENGINE_SETTINGS.durations[book].find((d) => d.second === order.positionTime);
  if (!duration) throw new Error(`no ${order.positionTime}s duration in the ${book} book`);
  const outcome = outcomeOf({ ...order, incomeRate: duration.incomeRate, entryPrice }, settlementPrice);
  return {
    entryPrice,
    settlementPrice,
    fee: feeFor(order.openAmount, DEFAULT_ENGINE_SETTINGS.feeRate),
    outcome,
  };
}

/** Every price the feed can have quoted for the pair from `from` to `to`, 100 ms apart. */
export function feedPricesBetween(from: number, to: number, pair: { base: string; quote: string }): string[] {
  const prices: string[] = [];
  for (let t = from; t <= to; t += 100) prices.push(market.price(pair, t));
  return prices;
}

/** The available balance after these orders settled: each stake and fee out, each payout in. */
export function balanceAfter(start: string, settled: Expected[], stakes: string[]): string {
  let balance = start;
  settled.forEach((expected, i) => {
    balance = add(sub(sub(balance, stakes[i] ?? '0'), expected.fee), expected.outcome.payout);
  });
  return balance;
}

/**
 * A moment to open an Up and a Down at once with a known winner: over the next `windowMs`,
 * whenever the orders open, BTC/USDT ends the duration on the same side of its entry
 * price. Returns the direction that wins, or null when the coming window is mixed.
 */
export function winningDirection(second: number, now: number, windowMs = 8_000): TradeType | null {
  const signs = new Set<number>();
  for (let t = now; t <= now + windowMs; t += 100) {
    const move = Number(market.price(BTC_USDT, t + second * 1_000)) - Number(market.price(BTC_USDT, t));
    signs.add(Math.sign(move));
  }
  if (signs.size !== 1 || signs.has(0)) return null;
  return signs.has(1) ? TradeType.up : TradeType.down;
}

/** The first moment from `from` (within two minutes) whose winner is known: the test moves its clock there. */
export function nextClearWindow(second: number, from: number): { at: number; winner: TradeType } {
  for (let at = from; at < from + 120_000; at += 500) {
    const winner = winningDirection(second, at);
    if (winner !== null) return { at, winner };
  }
  throw new Error('the simulated price has no clear 8 s window in two minutes');
}

/**
 * The orders of one book as the exchange recorded them, newest first: demo mode keeps the
 * exchange in the browser's storage; http mode asks the project's reference server with
 * the user's token.
 */
export async function recordedOrders(
  page: Page,
  projectName: string,
  book: ContractBook,
): Promise<RecordedOrder[]> {
  if (!isHttpProject(projectName)) {
    const text = await page.evaluate(() => localStorage.getItem('Demo-Exchange-State'));
    const state = JSON.parse(text ?? '{}') as { orders?: (RecordedOrder & { book: ContractBook })[] };
    return (state.orders ?? []).filter((o) => o.book === book).sort((a, b) => b.openedAt - a.openedAt);
  }
  const token = await page.evaluate(() => localStorage.getItem('User-Token'));
  const path = book === 'demo' ? '/virtual/getContractRecord' : '/contract/getContractRecord';
  // Every status by name: a query without one lists completed orders only (SPEC section 4).
  const lists = await Promise.all(
    ['0', '1', '2'].map(async (entryStatus) => {
      const response = await fetch(`${referenceServerOf(projectName)}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Access-Token': token ?? '' },
        body: new URLSearchParams({ pageNo: '1', pageSize: '10', entryStatus }).toString(),
      });
      const body = (await response.json()) as { code: number; data: { list: RecordedOrder[] } };
      if (body.code !== 1) throw new Error(`order records refused: ${JSON.stringify(body)}`);
      return body.data.list;
    }),
  );
  return lists.flat().sort((a, b) => b.openedAt - a.openedAt);
}
