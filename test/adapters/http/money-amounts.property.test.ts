import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createHttpContractGateway,
  createHttpDemoContractGateway,
} from '../../../src/adapters/http/contract.adapter';
import { createHttpDemoFundsGateway } from '../../../src/adapters/http/demo-funds.adapter';
import { toSearchParams } from '../../../src/adapters/http/form-encoding';
import type { HttpClient } from '../../../src/adapters/http/http-client';
import { createHttpProductsGateway } from '../../../src/adapters/http/products.adapter';
import { createHttpSpotGateway } from '../../../src/adapters/http/spot.adapter';
import { createHttpSubscriptionGateway } from '../../../src/adapters/http/subscription.adapter';
import { createHttpTransferGateway } from '../../../src/adapters/http/transfer.adapter';
import { createHttpWithdrawGateway } from '../../../src/adapters/http/withdraw.adapter';
import { TransferType } from '../../../src/domain/wallet/transfer';

// Issue 29, item 8: an amount never passes through a JavaScript number on its way out. The
// amounts drawn here have more digits than a double holds (and trailing zeros a number would
// drop), so any Number() or parseFloat on the way changes what the server receives.

/** A client that keeps the body of the one call made, encoded as it goes on the wire, then fails. */
function recordingClient() {
  const sent: URLSearchParams[] = [];
  const record = (_path: string, body?: Record<string, unknown>) => {
    sent.push(toSearchParams(body));
    return Promise.reject(new Error('recorded'));
  };
  const client: HttpClient = { post: record, postEnvelope: record, get: record, market: record };
  return { client, sent };
}

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** Decimal strings as a form sends them: up to 24 integer digits, up to 18 decimals. */
const decimal = fc
  .tuple(fc.integer({ min: 1, max: 9 }), digits(0, 23), fc.option(digits(1, 18), { nil: undefined }))
  .map(([lead, rest, fraction]) => `${lead}${rest}${fraction === undefined ? '' : `.${fraction}`}`);

/** Each money call, made with `amount` (and a price, where it has one), and the fields that must carry it. */
const MONEY_CALLS: Record<string, (client: HttpClient, amount: string) => [Promise<unknown>, string[]]> = {
  'contract order': (client, amount) => [
    createHttpContractGateway({ client }).createOrder({
      openAmount: amount,
      baseCoin: 'btc',
      quoteCoin: 'usdt',
      positionTime: 60,
      tradeType: 1,
    }),
    ['openAmount'],
  ],
  'demo contract order': (client, amount) => [
    createHttpDemoContractGateway({ client }).createOrder({
      openAmount: amount,
      baseCoin: 'btc',
      quoteCoin: 'usdt',
      positionTime: 60,
      tradeType: 2,
    }),
    ['openAmount'],
  ],
  'demo top-up': (client, amount) => [createHttpDemoFundsGateway({ client }).addAmount(amount), ['amount']],
  transfer: (client, amount) => [
    createHttpTransferGateway({ client }).transfer({
      amount,
      currency: 'USDT',
      type: TransferType.toContract,
    }),
    ['amount'],
  ],
  'spot limit order': (client, amount) => [
    createHttpSpotGateway({ client }).placeOrder({
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      side: 'buy',
      type: 'limit',
      price: amount,
      amount,
    }),
    ['price', 'amount'],
  ],
  withdrawal: (client, amount) => [
    createHttpWithdrawGateway({ client }).withdraw({
      coin: 'USDT',
      network: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      amount,
      fundPassword: '123456',
      code: '123456',
    }),
    ['amount'],
  ],
  'product purchase': (client, amount) => [
    createHttpProductsGateway({ client }).purchase({ productId: 'p1', amount }),
    ['amount'],
  ],
  subscription: (client, amount) => [
    createHttpSubscriptionGateway({ client }).subscribe({ projectId: 's1', amount }),
    ['amount'],
  ],
};

describe('every money call sends its amounts as the decimal strings it was given', () => {
  for (const [name, call] of Object.entries(MONEY_CALLS)) {
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(decimal, async (amount) => {
          const { client, sent } = recordingClient();
          const [made, fields] = call(client, amount);
          await expect(made).rejects.toThrow('recorded');
          expect(sent).toHaveLength(1);
          for (const field of fields) expect(sent[0]?.get(field), field).toBe(amount);
        }),
        { numRuns: 50 },
      );
    });
  }
});
