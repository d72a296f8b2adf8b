import {
  ConvertProblem,
  QUOTE_EXPIRED_CODE,
  type ConvertCoin,
  type ConvertConfig,
  type ConvertQuote,
  type ConvertRecord,
  type QuoteRequest,
} from '../../../../../domain/convert/convert';
import { convertProblem, readConvertAmount } from '../../../../../domain/convert/convert-rules';
import { quoteFigures } from '../../../../../domain/convert/quote-figures';
import type { Page } from '../../../../../domain/paging';
import { isZero, lt } from '../../../../../domain/precision';
import type { EngineContext } from '../../engine-context';
import { EngineError, refuse } from '../../engine-error';
import type { UserRecord } from '../../user-records';
import type { StoredConversion, StoredQuote } from './convert-state';
import { nextId } from '../../ids';
import { addTo, balanceOf, move, negate } from '../../ledger';
import { NUMERAIRE } from '../../market/coins';
import { findPair } from '../../market/pairs';
import { pageOf } from '../../paging';
import { AssetRecordType } from '../../record-types';

/** An expired quote is kept this long, so a late confirm hears "expired", not "unknown". */
const KEEP_EXPIRED_MS = 10 * 60 * 1_000;

/** The coins with a minimum that the market prices in USDT, USDT first. */
export function convertCoins(context: EngineContext): ConvertCoin[] {
  return Object.entries(context.settings.convertMinimums)
    .filter(([coin]) => coin === NUMERAIRE || findPair(coin, NUMERAIRE) !== undefined)
    .map(([coin, minAmount]) => ({ coin, minAmount }));
}

export function convertConfig(context: EngineContext): ConvertConfig {
  return { coins: convertCoins(context), feeRate: context.settings.convertFeeRate };
}

function usdtPrice(context: EngineContext, coin: string, now: number): string {
  return coin === NUMERAIRE ? '1' : context.market.price({ base: coin, quote: NUMERAIRE }, now);
}

function prune(context: EngineContext, now: number): void {
  const { state } = context;
  state.convertQuotes = state.convertQuotes.filter((quote) => quote.expiresAt + KEEP_EXPIRED_MS > now);
}

function publicQuote(quote: StoredQuote): ConvertQuote {
  const { userId: _userId, createdAt: _createdAt, ...visible } = quote;
  return visible;
}

/** A firm quote from the market's own prices, the spread and the fee taken; valid for the quote lifetime. */
export function quoteConvert(
  context: EngineContext,
  user: UserRecord,
  request: QuoteRequest,
  now: number,
): ConvertQuote {
  const fromCoin = typeof request.fromCoin === 'string' ? request.fromCoin.toUpperCase() : '';
  const toCoin = typeof request.toCoin === 'string' ? request.toCoin.toUpperCase() : '';
  const amount = typeof request.amount === 'string' ? request.amount : '';
  const problem = convertProblem({
    fromCoin,
    toCoin,
    amount,
    coins: convertCoins(context),
    available: balanceOf(user, 'spot', fromCoin).available,
  });
  if (problem !== null) refuse(problem);
  const fromAmount = readConvertAmount(amount) ?? '0';
  const { rate, fee, toAmount } = quoteFigures({
    fromAmount,
    fromPrice: usdtPrice(context, fromCoin, now),
    toPrice: usdtPrice(context, toCoin, now),
    spread: context.settings.convertSpread,
    feeRate: context.settings.convertFeeRate,
  });
  // Too little to receive anything after the cuts: the amount is below what can be exchanged.
  if (isZero(toAmount) || lt(toAmount, '0')) refuse(ConvertProblem.belowMinimum);
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
    expiresAt: now + context.settings.convertQuoteTtlMs,
    createdAt: now,
  };
  context.state.convertQuotes.push(quote);
  return publicQuote(quote);
}

function publicConversion(entry: StoredConversion): ConvertRecord {
  const { userId: _userId, ...visible } = entry;
  return visible;
}

/**
 * Executes the user's own unexpired quote at exactly its figures. A quote runs once: a
 * second execute of the same quote answers the first result and moves nothing, so a
 * repeated request can never exchange twice.
 */
export function executeConvert(
  context: EngineContext,
  user: UserRecord,
  quoteId: unknown,
  now: number,
): ConvertRecord {
  const { state } = context;
  const done = state.conversions.find((entry) => entry.quoteId === quoteId && entry.userId === user.id);
  if (done) return publicConversion(done);
  const quote = state.convertQuotes.find((entry) => entry.id === quoteId && entry.userId === user.id);
  if (!quote) refuse(ConvertProblem.unknownQuote);
  if (now >= quote.expiresAt) throw new EngineError(QUOTE_EXPIRED_CODE, ConvertProblem.expired);
  if (lt(balanceOf(user, 'spot', quote.fromCoin).available, quote.fromAmount))
    refuse(ConvertProblem.insufficient);
  const text = `Exchange ${quote.fromCoin} to ${quote.toCoin} #${quote.id}`;
  move(context, user, {
    account: 'spot',
    currency: quote.fromCoin,
    amount: negate(quote.fromAmount),
    tradeType: AssetRecordType.convertOut,
    remark: text,
    at: now,
  });
  move(context, user, {
    account: 'spot',
    currency: quote.toCoin,
    amount: quote.toAmount,
    tradeType: AssetRecordType.convertIn,
    remark: `${text} (fee ${quote.fee} ${quote.toCoin})`,
    at: now,
  });
  // The house takes the from-coin, pays the gross at its rate and keeps the fee out of it.
  addTo(state.convertHouse.flow, quote.fromCoin, quote.fromAmount);
  addTo(state.convertHouse.flow, quote.toCoin, negate(quote.toAmount));
  addTo(state.convertHouse.flow, quote.toCoin, negate(quote.fee));
  addTo(state.convertHouse.fees, quote.toCoin, quote.fee);
  state.convertQuotes = state.convertQuotes.filter((entry) => entry !== quote);
  const record: StoredConversion = {
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
  state.conversions.push(record);
  return publicConversion(record);
}

/** The user's exchanges, newest first. */
export function convertRecords(
  context: EngineContext,
  user: UserRecord,
  query: { pageNo: unknown; pageSize: unknown },
): Page<ConvertRecord> {
  const list = context.state.conversions
    .filter((entry) => entry.userId === user.id)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
    .map(publicConversion);
  return pageOf(list, query.pageNo, query.pageSize);
}
