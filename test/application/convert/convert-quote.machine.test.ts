import { describe, expect, it } from 'vitest';
import {
  selectCanConfirm,
  selectConfirming,
  selectConvertRefusal,
  selectExecuting,
  selectOutcomeUnknown,
  selectQuote,
  selectQuoteNotice,
} from '../../../src/application/convert/convert-quote.selectors';
import { ConvertProblem, QUOTE_EXPIRED_CODE } from '../../../src/domain/convert/convert';
import { QUOTE_SAFETY_MS } from '../../../src/domain/convert/convert-rules';
import { GatewayError } from '../../../src/domain/shared/gateway-error';
import { QUOTE_TTL_MS, startQuote } from './convert-quote.fixtures';

const quoteOf = (run: ReturnType<typeof startQuote>) => selectQuote(run.actor.getSnapshot());

describe('exchange quote machine', () => {
  it('asks one quote once typing settles, with the amount as the rule read it', async () => {
    const run = startQuote();
    run.actor.send({ type: 'amount.change', value: '1' });
    run.actor.send({ type: 'amount.change', value: '12' });
    run.actor.send({ type: 'amount.change', value: ' １２５ ' });
    await run.advance(400);
    expect(run.requests).toEqual([{ fromCoin: 'USDT', toCoin: 'BTC', amount: '125' }]);
    expect(quoteOf(run)?.id).toBe('q1');
  });

  it('refuses before quoting: below the minimum, the same coin, more than the balance', async () => {
    const run = startQuote();
    await run.quoteFor('9');
    expect(selectConvertRefusal(run.actor.getSnapshot())).toBe(ConvertProblem.belowMinimum);
    await run.quoteFor('1000.01');
    expect(selectConvertRefusal(run.actor.getSnapshot())).toBe(ConvertProblem.insufficient);
    run.actor.send({ type: 'to.choose', coin: 'USDT' });
    await run.quoteFor('100');
    expect(selectConvertRefusal(run.actor.getSnapshot())).toBe(ConvertProblem.sameCoin);
    expect(run.requests).toEqual([]);
  });

  it('re-quotes by itself when the countdown ends, a second early on server time', async () => {
    const run = startQuote();
    await run.quoteFor('100');
    await run.advance(QUOTE_TTL_MS - QUOTE_SAFETY_MS - 1);
    expect(quoteOf(run)?.id).toBe('q1');
    await run.advance(1);
    expect(quoteOf(run)?.id).toBe('q2');
    expect(run.requests).toHaveLength(2);
  });

  it('executes only the quote the user saw, once, however often confirm is pressed', async () => {
    const run = startQuote();
    await run.quoteFor('100');
    run.actor.send({ type: 'review' });
    run.actor.send({ type: 'confirm', quoteId: 'q0' });
    expect(selectCanConfirm(run.actor.getSnapshot())).toBe(true);
    run.actor.send({ type: 'confirm', quoteId: 'q1' });
    run.actor.send({ type: 'confirm', quoteId: 'q1' });
    run.actor.send({ type: 'amount.change', value: '500' });
    expect(selectExecuting(run.actor.getSnapshot())).toBe(true);
    await run.succeed();
    expect(run.executed.map((quote) => quote.id)).toEqual(['q1']);
    expect(run.emitted).toContain('exchanged');
    expect(run.actor.getSnapshot().value).toBe('done');
  });

  it('replaces a quote that runs out while being confirmed and asks for a new confirmation', async () => {
    const run = startQuote();
    await run.quoteFor('100');
    run.actor.send({ type: 'review' });
    await run.advance(QUOTE_TTL_MS - QUOTE_SAFETY_MS);
    const snapshot = run.actor.getSnapshot();
    expect(quoteOf(run)?.id).toBe('q2');
    expect(selectConfirming(snapshot)).toBe(true);
    expect(selectQuoteNotice(snapshot)).toBe('expired');
    // The old id confirms nothing; the new one does.
    run.actor.send({ type: 'confirm', quoteId: 'q1' });
    expect(run.executed).toEqual([]);
    run.actor.send({ type: 'confirm', quoteId: 'q2' });
    expect(run.executed.map((quote) => quote.id)).toEqual(['q2']);
  });

  it('on an expired refusal shows a new quote to confirm, and sends nothing by itself', async () => {
    const run = startQuote();
    await run.quoteFor('100');
    run.actor.send({ type: 'review' });
    run.actor.send({ type: 'confirm', quoteId: 'q1' });
    await run.fail(
      new GatewayError({ kind: 'business', code: QUOTE_EXPIRED_CODE, message: 'The quote has expired' }),
    );
    expect(quoteOf(run)?.id).toBe('q2');
    expect(selectCanConfirm(run.actor.getSnapshot())).toBe(true);
    expect(selectQuoteNotice(run.actor.getSnapshot())).toBe('expired');
    expect(run.executed).toHaveLength(1);
  });

  it('calls a lost answer outcome unknown, emits it and never resends', async () => {
    const run = startQuote();
    await run.quoteFor('100');
    run.actor.send({ type: 'review' });
    run.actor.send({ type: 'confirm', quoteId: 'q1' });
    await run.fail(new GatewayError({ kind: 'timeout' }));
    expect(selectOutcomeUnknown(run.actor.getSnapshot())).toBe(true);
    expect(run.emitted).toContain('unknown');
    await run.advance(60_000);
    expect(run.executed).toHaveLength(1);
  });

  it('swaps the coins and fills Max from the spot balance', async () => {
    const run = startQuote();
    run.actor.send({ type: 'max' });
    expect(run.actor.getSnapshot().context.amount).toBe('1000');
    run.actor.send({ type: 'swap' });
    const { fromCoin, toCoin, amount } = run.actor.getSnapshot().context;
    expect({ fromCoin, toCoin, amount }).toEqual({ fromCoin: 'BTC', toCoin: 'USDT', amount: '' });
  });
});
