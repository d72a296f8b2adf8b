import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  convertQuoteMachine,
  QUOTE_DEBOUNCE_MS,
} from '../../../src/application/convert/convert-quote.machine';
import {
  selectAvailableBalances,
  selectCoins,
  selectQuote,
} from '../../../src/application/convert/convert-quote.selectors';
import {
  createConvertScreenMachine,
  type ConvertScreenEmitted,
} from '../../../src/application/convert/convert-screen.machine';
import { selectQuoteActor } from '../../../src/application/convert/convert-screen.selectors';
import { createPagedListMachine } from '../../../src/application/paging/paged-list.machine';
import { createQueryMachine, provideQuery } from '../../../src/application/shared/query.machine';
import { startSpotAccount } from '../../../src/application/shared/spot-account.machine';
import type { ConvertConfig, ConvertQuote, ConvertRecord } from '../../../src/domain/convert/convert';
import type { Page } from '../../../src/domain/paging';
import type { BalanceRow } from '../../../src/domain/wallet/balances';
import { lost, refused } from '../../support/fixtures/gateway-failures';
import { COINS } from './convert-quote.fixtures';

const CONFIG: ConvertConfig = { coins: COINS, feeRate: '0.001' };

const spot = (usdt: string): BalanceRow[] => [
  { currencyName: 'USDT', availableCurrency: usdt, frozenCurrency: '0' },
  { currencyName: 'BTC', availableCurrency: '0', frozenCurrency: '0' },
];

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

/**
 * A flash exchange screen over fakes: the app's spot account answers the balances the test
 * sets, every balance read and records page is counted, and an exchange answers as told.
 */
function start(options: { fail?: Error } = {}) {
  const clock = new SimulatedClock();
  const reads = { balances: 0, records: 0 };
  const shown = { usdt: '1000' };
  const spotAccount = startSpotAccount({
    gateway: {
      balances: async () => {
        reads.balances += 1;
        return spot(shown.usdt);
      },
    },
  });
  const quote = (amount: string): ConvertQuote => ({
    id: 'q1',
    fromCoin: 'USDT',
    toCoin: 'BTC',
    fromAmount: amount,
    rate: '0.00001',
    fee: '0',
    toAmount: '0.001',
    expiresAt: clock.now() + 10_000,
  });
  const record: ConvertRecord = {
    id: 'x1',
    quoteId: 'q1',
    fromCoin: 'USDT',
    toCoin: 'BTC',
    fromAmount: '100',
    toAmount: '0.001',
    rate: '0.00001',
    fee: '0',
    createdAt: 0,
  };
  const machine = createConvertScreenMachine({
    config: provideQuery(createQueryMachine<ConvertConfig>(), async () => CONFIG),
    records: createPagedListMachine<ConvertRecord>().provide({
      actors: {
        fetchPage: fromPromise(async (): Promise<Page<ConvertRecord>> => {
          reads.records += 1;
          return { list: [], sum: 0 };
        }),
      },
    }),
    quote: convertQuoteMachine().provide({
      actors: {
        fetchQuote: fromPromise(async ({ input }) => quote(input.amount)),
        execute: fromPromise(async () => {
          if (options.fail) throw options.fail;
          return record;
        }),
      },
    }),
    spotAccount,
    now: () => clock.now(),
  });
  const actor = createActor(machine, { clock }).start();
  const emitted: ConvertScreenEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  const quoteActor = () => selectQuoteActor(actor.getSnapshot());
  /** Types an amount, lets the quote arrive, opens the confirmation and confirms it. */
  const exchange = async (amount: string) => {
    quoteActor().send({ type: 'amount.change', value: amount });
    clock.increment(QUOTE_DEBOUNCE_MS);
    await flush();
    quoteActor().send({ type: 'review' });
    quoteActor().send({ type: 'confirm', quoteId: selectQuote(quoteActor().getSnapshot())?.id ?? '' });
    await flush();
  };
  return { actor, spotAccount, reads, shown, emitted, quoteActor, exchange };
}

describe('flash exchange screen machine', () => {
  it('asks the app spot account for the balances on opening and hands the coins and balances to the quote', async () => {
    const screen = start();
    await flush();
    expect(screen.reads.balances).toBe(1);
    expect(selectCoins(screen.quoteActor().getSnapshot())).toEqual(COINS);
    expect(selectAvailableBalances(screen.quoteActor().getSnapshot())).toEqual({ USDT: '1000', BTC: '0' });
  });

  it('hands the quote each new spot balance, whichever screen reloaded it', async () => {
    const screen = start();
    await flush();
    screen.shown.usdt = '750';
    screen.spotAccount.send({ type: 'reload' });
    await flush();
    expect(selectAvailableBalances(screen.quoteActor().getSnapshot())).toEqual({ USDT: '750', BTC: '0' });
  });

  it('after an exchange reloads the spot account and the records, and emits it for a toast', async () => {
    const screen = start();
    await flush();
    expect(screen.reads.records).toBe(1);
    screen.shown.usdt = '900';
    await screen.exchange('100');
    expect(screen.emitted).toEqual([{ type: 'exchanged', record: expect.objectContaining({ id: 'x1' }) }]);
    expect(screen.reads).toEqual({ balances: 2, records: 2 });
    expect(selectAvailableBalances(screen.quoteActor().getSnapshot())).toEqual({ USDT: '900', BTC: '0' });
  });

  it('after an exchange whose answer was lost reloads both as well and says the outcome is unknown', async () => {
    const screen = start({ fail: lost('timeout') });
    await flush();
    await screen.exchange('100');
    expect(screen.emitted).toEqual([{ type: 'unknown' }]);
    expect(screen.reads).toEqual({ balances: 2, records: 2 });
  });

  it('a refused exchange reloads nothing and tells nothing: the quote shows why', async () => {
    const screen = start({ fail: refused('The quote is not valid') });
    await flush();
    await screen.exchange('100');
    expect(screen.emitted).toEqual([]);
    expect(screen.reads).toEqual({ balances: 1, records: 1 });
  });
});
