import { MIN_TRANSFER_AMOUNT, type TransferRequest } from '../../../../../domain/wallet/transfer';
import { PAY_COINS } from '../../../../../domain/wallet/coins';
import type { BalanceRow } from '../../../../../domain/wallet/balances';
import { OrderProblem } from '../../../../../domain/contract/order-rules';
import type { AssetRecord, AssetRecordQuery } from '../../../../../domain/contract/contract';
import type { Page } from '../../../../../domain/paging';
import { gte, lt } from '../../../../../domain/precision';
import { readAmount } from '../../amounts';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { AccountName, UserRecord } from '../../user-records';
import { addTo, balanceOf, move, negate } from '../../ledger';
import { pageOf } from '../../paging';
import { AssetRecordType } from '../../record-types';

export const TRANSFER_AMOUNT = 'Enter the transfer amount';
export const UNSUPPORTED_CURRENCY = 'The currency is not supported';
export const TRANSFER_TYPE = 'The transfer type is not supported';
export const DEMO_AMOUNT = 'The amount is not supported';
export const ADD_SUCCESS = 'Add Success';

export function isPayCoin(currency: unknown): currency is string {
  return typeof currency === 'string' && (PAY_COINS as readonly string[]).includes(currency);
}

/** type 1 moves spot -> contract, type 2 contract -> spot (SPEC section 3, default 1). */
export function transfer(
  context: EngineContext,
  user: UserRecord,
  request: TransferRequest,
  now: number,
): void {
  const amount = readAmount(request.amount, MIN_TRANSFER_AMOUNT);
  if (amount === null) refuse(TRANSFER_AMOUNT);
  if (!isPayCoin(request.currency)) refuse(UNSUPPORTED_CURRENCY);
  if (request.type !== 1 && request.type !== 2) refuse(TRANSFER_TYPE);
  const from: AccountName = request.type === 1 ? 'spot' : 'contract';
  const to: AccountName = request.type === 1 ? 'contract' : 'spot';
  const currency = request.currency;
  if (lt(balanceOf(user, from, currency).available, amount)) refuse(OrderProblem.insufficient);
  const base = { currency, at: now };
  move(context, user, {
    ...base,
    account: from,
    amount: negate(amount),
    tradeType: AssetRecordType.transferOut,
    remark: `Transfer to ${to}`,
  });
  move(context, user, {
    ...base,
    account: to,
    amount,
    tradeType: AssetRecordType.transferIn,
    remark: `Transfer from ${from}`,
  });
}

/** The demo account starts with the first demo amount in every pay coin, on first use. */
export function ensureDemo(context: EngineContext, user: UserRecord, now: number): void {
  if (user.demoReady) return;
  user.demoReady = true;
  const amount = context.settings.demoAmounts[0] ?? '0';
  for (const currency of PAY_COINS) addDemoFunds(context, user, currency, amount, 'Demo starting funds', now);
}

function addDemoFunds(
  context: EngineContext,
  user: UserRecord,
  currency: string,
  amount: string,
  remark: string,
  now: number,
): void {
  move(context, user, {
    account: 'demo',
    currency,
    amount,
    tradeType: AssetRecordType.addFunds,
    remark,
    at: now,
  });
  addTo(context.state.grants, currency, amount);
}

/** Tops up the virtual account by one of the offered amounts (SPEC: 'Add Success'). */
export function demoAddAmount(
  context: EngineContext,
  user: UserRecord,
  amountInput: string,
  currency: string,
  now: number,
): string {
  const amount = readAmount(amountInput, '0.00001');
  const largest = context.settings.demoAmounts.reduce((max, value) => (gte(value, max) ? value : max), '0');
  if (amount === null || !gte(largest, amount)) refuse(DEMO_AMOUNT);
  if (!isPayCoin(currency)) refuse(UNSUPPORTED_CURRENCY);
  ensureDemo(context, user, now);
  addDemoFunds(context, user, currency, amount, 'Demo funds added', now);
  return ADD_SUCCESS;
}

/** The pay coins, then (spot only) every other coin the account holds: fills and exchanges bring them. */
export function assetRows(user: UserRecord, account: AccountName): BalanceRow[] {
  const others = account === 'spot' ? Object.keys(user.balances.spot).filter((coin) => !isPayCoin(coin)) : [];
  return [...PAY_COINS, ...others.sort()].map((currency) => {
    const balance = balanceOf(user, account, currency);
    return { currencyName: currency, availableCurrency: balance.available, frozenCurrency: balance.frozen };
  });
}

/** Records of one account, newest first, filtered by currency and tradeType. */
export function assetRecords(
  context: EngineContext,
  user: UserRecord,
  account: AccountName,
  query: AssetRecordQuery,
): Page<AssetRecord> {
  const matching = context.state.records
    .filter(
      (entry) =>
        entry.userId === user.id &&
        entry.account === account &&
        (!query.currency || entry.currency === query.currency.toUpperCase()) &&
        (query.tradeType === undefined || entry.tradeType === query.tradeType),
    )
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
    .map(({ id, currency, amount, tradeType, remark, createdAt }) => ({
      id,
      currency,
      amount,
      tradeType,
      remark,
      createdAt,
    }));
  return pageOf(matching, query.pageNo, query.pageSize);
}
