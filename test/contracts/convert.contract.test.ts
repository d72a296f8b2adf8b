import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '../../src/adapters/demo/engine/engine-settings';
import { ConvertProblem, QUOTE_EXPIRED_CODE } from '../../src/domain/convert/convert';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal } from './support/decimal';
import { failure, spotAvailable } from './support/gateway-failure';

const spot = spotAvailable;

describe.each(BACKENDS)('exchange gateway (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
  });
  afterEach(() => backend.close());

  it('offers the coins with their minimums', async () => {
    const config = await backend.gateways.exchange.config();
    expect(config.coins).toContainEqual({ coin: 'BTC', minAmount: '0.0001' });
    expect(config.coins[0]?.coin).toBe('USDT');
  });

  it('quotes, executes at the quoted figures and lists the exchange', async () => {
    await signUp(backend, 'swap@example.com');
    const { exchange } = backend.gateways;
    const quote = await exchange.quote({ fromCoin: 'USDT', toCoin: 'ETH', amount: '250' });
    expect(quote).toMatchObject({ fromCoin: 'USDT', toCoin: 'ETH', fromAmount: '250' });
    expect(quote.expiresAt).toBe(backend.clock.now() + DEFAULT_ENGINE_SETTINGS.convertQuoteTtlMs);
    const done = await exchange.execute(quote);
    expect(done).toMatchObject({
      fromCoin: 'USDT',
      toCoin: 'ETH',
      toAmount: quote.toAmount,
      rate: quote.rate,
    });
    expectSameDecimal(await spot(backend, 'USDT'), '9750');
    expectSameDecimal(await spot(backend, 'ETH'), quote.toAmount);
    const records = await exchange.records({ pageNo: 1, pageSize: 10 });
    expect(records.sum).toBe(1);
    expect(records.list[0]).toMatchObject({ id: done.id, fromAmount: '250', toAmount: quote.toAmount });
  });

  it('refuses a quote past its life with the expiry code, and moves nothing', async () => {
    await signUp(backend, 'late@example.com');
    const { exchange } = backend.gateways;
    const quote = await exchange.quote({ fromCoin: 'USDT', toCoin: 'BTC', amount: '100' });
    backend.clock.advance(DEFAULT_ENGINE_SETTINGS.convertQuoteTtlMs);
    const error = await failure(exchange.execute(quote));
    expect(error.failure).toEqual({
      kind: 'business',
      code: QUOTE_EXPIRED_CODE,
      message: ConvertProblem.expired,
    });
    expectSameDecimal(await spot(backend, 'USDT'), '10000');
  });

  it("refuses a quote below the minimum in the rule's words", async () => {
    await signUp(backend, 'small@example.com');
    const error = await failure(
      backend.gateways.exchange.quote({ fromCoin: 'USDT', toCoin: 'BTC', amount: '1' }),
    );
    expect(error.message).toBe(ConvertProblem.belowMinimum);
  });
});
