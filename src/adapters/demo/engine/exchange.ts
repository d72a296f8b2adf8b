import {
  ExchangeProblem,
  QUOTE_EXPIRED_CODE,
  type ExchangeCoin,
  type ExchangeConfig,
  type ExchangeQuote,
  type ExchangeRecord,
  type QuoteRequest,
} from '../../../domain/exchange/exchange';
import { exchangeProblem, readExchangeAmount } from '../../../domain/exchange/exchange-rules';
import { quoteFigures } from '../../../domain/exchange/quote-figures';
import type { Page } from '../../../domain/paging';
import { isZero, lt } from '../../../domain/precision';
import type { EngineContext } from './engine-context';
import { EngineError, refuse } from './engine-error';
import type { UserRecord } from './engine-state';
import type { StoredExchange, StoredQuote } from './exchange-state';
import { nextId } from './ids';
import { addTo, balanceOf, move, negate } from './ledger';
import { NUMERAIRE } from './market/coins';
import { findPair } from './market/pairs';
import { pageOf } from './paging';
import { AssetRecordType } from './record-types';

/** An expired quote is kept this long, so a late confirm hears "expired", not "unknown". */
const KEEP_EXPIRED_MS = 10 * 60 * 1_000;

/** The coins with a minimum that the market prices in USDT, USDT first. */
export function exchangeCoins(context: EngineContext): ExchangeCoin[] {
  return Object.entries(context.settings.exchangeMinimums)
    .filter(([coin]) => coin === NUMERAIRE || findPair(coin, NUMERAIRE) !== undefined)
    .map(([coin, minAmount]) => ({ coin, minAmount }));
}

export function exchangeConfig(context: EngineContext): ExchangeConfig {
  return { coins: exchangeCoins(context), feeRate: context.settings.exchangeFeeRate };
}

function usdtPrice(context: EngineContext, coin: string, now: number): string {
  return coin === NUMERAIRE ? '1' : context.market.price({ base: coin, quote: NUMERAIRE }, now);
}

function prune(context: EngineContext, now: number): void {
  const { state } = context;
  state.exchangeQuotes = state.exchangeQuotes.filter((quote) => quote.expiresAt + KEEP_EXPIRED_MS > now);
}

function publicQuote(quote: StoredQuote): ExchangeQuote {
  const { userId: _userId, createdAt: _createdAt, ...visible } = quote;
  return visible;
}

/** A firm quote from the market's own prices, the spread and the fee taken; valid for the quote lifetime. */
export function quoteExchange(
  context: EngineContext,
  user: UserRecord,
  request: QuoteRequest,
  now: number,
): ExchangeQuote {
  const fromCoin = typeof request.fromCoin === 'string' ? request.fromCoin.toUpperCase() : '';
  const toCoin = typeof request.toCoin === 'string' ? request.toCoin.toUpperCase() : '';
  const amount = typeof request.amount === 'string' ? request.amount : '';
  const problem = exchangeProblem({
    fromCoin,
    toCoin,
    amount,
    coins: exchangeCoins(context),
    available: balanceOf(user, 'spot', fromCoin).available,
  });
  if (problem !== null) refuse(problem);
  const fromAmount = readExchangeAmount(amount) ?? '0';
  const { rate, fee, toAmount } = quoteFigures({
    fromAmount,
    fromPrice: usdtPrice(context, fromCoin, now),
    toPrice: usdtPrice(context, toCoin, now),
    spread: context.settings.exchangeSpread,
    feeRate: context.settings.exchangeFeeRate,
  });
  // Too little to receive anything after the cuts: the amount is below what can be exchanged.
  if (isZero(toAmount) || lt(toAmount, '0')) refuse(ExchangeProblem.belowMinimum);
  prune(context, now);
  const quote: StoredQuote = {
    id: nextId(context.state),
    userId: user.id,
    fromCoin,
    toCoin,
    fromAmount,
    rate,
    fee,
    toAmount,
    expiresAt: now + context.settings.exchangeQuoteTtlMs,
    createdAt: now,
  };
  context.state.exchangeQuotes.push(quote);
  return publicQuote(quote);
}

function publicExchange(entry: StoredExchange): ExchangeRecord {
  const { userId: _userId, ...visible } = entry;
  return visible;
}

/**
 * Executes the user's own unexpired quote at exactly its figures. A quote runs once: a
 * second execute of the same quote answers the first result and moves nothing, so a
 * repeated request can never exchange twice.
 */
export function executeExchange(
  context: EngineContext,
  user: UserRecord,
  quoteId: unknown,
  now: number,
): ExchangeRecord {
  const { state } = context;
  const done = state.exchanges.find((entry) => entry.quoteId === quoteId && entry.userId === user.id);
  if (done) return publicExchange(done);
  const quote = state.exchangeQuotes.find((entry) => entry.id === quoteId && entry.userId === user.id);
  if (!quote) refuse(ExchangeProblem.unknownQuote);
  if (now >= quote.expiresAt) throw new EngineError(QUOTE_EXPIRED_CODE, ExchangeProblem.expired);
  if (lt(balanceOf(user, 'spot', quote.fromCoin).available, quote.fromAmount))
    refuse(ExchangeProblem.insufficient);
  const text = `Exchange ${quote.fromCoin} to ${quote.toCoin} #${quote.id}`;
  move(context, user, {
    account: 'spot',
    currency: quote.fromCoin,
    amount: negate(quote.fromAmount),
    tradeType: AssetRecordType.exchangeOut,
    remark: text,
    at: now,
  });
  move(context, user, {
    account: 'spot',
    currency: quote.toCoin,
    amount: quote.toAmount,
    tradeType: AssetRecordType.exchangeIn,
    remark: `${text} (fee ${quote.fee} ${quote.toCoin})`,
    at: now,
  });
  // The house takes the from-coin, pays the gross at its rate and keeps the fee out of it.
  addTo(state.exchangeHouse.flow, quote.fromCoin, quote.fromAmount);
  addTo(state.exchangeHouse.flow, quote.toCoin, negate(quote.toAmount));
  addTo(state.exchangeHouse.flow, quote.toCoin, negate(quote.fee));
  addTo(state.exchangeHouse.fees, quote.toCoin, quote.fee);
  state.exchangeQuotes = state.exchangeQuotes.filter((entry) => entry !== quote);
  const record: StoredExchange = {
    id: nextId(state),
    userId: user.id,
    quoteId: quote.id,
    fromCoin: quote.fromCoin,
    toCoin: quote.toCoin,
    fromAmount: quote.fromAmount,
    toAmount: quote.toAmount,
    rate: quote.rate,
    fee: quote.fee,
    createdAt: now,
  };
  state.exchanges.push(record);
  return publicExchange(record);
}

/** The user's exchanges, newest first. */
export function exchangeRecords(
  context: EngineContext,
  user: UserRecord,
  query: { pageNo: unknown; pageSize: unknown },
): Page<ExchangeRecord> {
  const list = context.state.exchanges
    .filter((entry) => entry.userId === user.id)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
    .map(publicExchange);
  return pageOf(list, query.pageNo, query.pageSize);
}
