import { expect } from 'vitest';
import { QUOTE_EXPIRED_CODE } from '../../../../../src/domain/convert/convert';
import { add, cmp, div, mul, sub } from '../../../../../src/domain/precision';
import { available, command, settings, signedIn } from './model-command';
import type { Command } from './model-command';
import { expectOk, onBoth } from './model-world';
import type { Real } from './model-world';

const REFUSALS: readonly string[] = [
  'The amount is below the minimum',
  'Insufficient available balance',
  'Choose two different coins',
];

function usdtPrice(real: Real, coin: string, at: number): string {
  return coin === 'USDT' ? '1' : real.market.price({ base: coin, quote: 'USDT' }, at);
}

export interface ConvertSpec {
  from: string;
  to: string;
  amount: string;
  /** How long the user takes to confirm, in ms: past the quote's life it must be refused. */
  delay: number;
}

/**
 * Quote, wait, execute. An unexpired quote moves exactly its figures and pays the user no
 * more than the mid rate less the spread; an expired one is refused and moves nothing.
 */
export const exchange = (user: number, spec: ConvertSpec): Command =>
  command(`exchange(${user}, ${JSON.stringify(spec)})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    const request = { fromCoin: spec.from, toCoin: spec.to, amount: spec.amount };
    const quoted = onBoth(real, (engine) => engine.convertQuote(token, request));
    if (!quoted.ok) {
      expect(REFUSALS).toContain(quoted.msg);
      return;
    }
    const quote = quoted.value;
    const mid = div(
      usdtPrice(real, spec.from, real.clock.now()),
      usdtPrice(real, spec.to, real.clock.now()),
      30,
    );
    const fair = mul(mul(quote.fromAmount, mid), sub('1', settings.convertSpread));
    expect(cmp(add(quote.toAmount, quote.fee), fair), 'the house keeps the spread').toBeLessThanOrEqual(0);
    real.clock.advance(spec.delay);
    const before = {
      from: available(real, user, 'spot', spec.from),
      to: available(real, user, 'spot', spec.to),
    };
    const outcome = onBoth(real, (engine) => engine.executeConvert(token, quote.id));
    if (spec.delay >= settings.convertQuoteTtlMs) {
      expect(outcome).toMatchObject({ ok: false, code: QUOTE_EXPIRED_CODE, msg: 'The quote has expired' });
      expect(available(real, user, 'spot', spec.from)).toBe(before.from);
      return;
    }
    if (cmp(before.from, quote.fromAmount) < 0) {
      expect(outcome).toMatchObject({ ok: false, msg: 'Insufficient available balance' });
      return;
    }
    expect(expectOk(outcome)).toMatchObject({ quoteId: quote.id, toAmount: quote.toAmount });
    expect(cmp(available(real, user, 'spot', spec.from), sub(before.from, quote.fromAmount))).toBe(0);
    expect(cmp(available(real, user, 'spot', spec.to), add(before.to, quote.toAmount))).toBe(0);
    // A second execute of the same quote moves nothing.
    expectOk(onBoth(real, (engine) => engine.executeConvert(token, quote.id)));
    expect(cmp(available(real, user, 'spot', spec.to), add(before.to, quote.toAmount))).toBe(0);
  });
