import { fromPromise } from 'xstate';
import type { ExchangeRecord } from '../../domain/exchange/exchange';
import type { ExchangeGateway } from '../../domain/exchange/exchange.port';
import { PAGE_SIZE } from '../../domain/paging';
import type { Clock } from '../../domain/shared/clock.port';
import type { SpotAssetsGateway } from '../../domain/wallet/wallet.port';
import { createPagedListMachine } from '../paging/paged-list.machine';
import { createQueryMachine, provideQuery } from '../shared/query.machine';
import { exchangeQuoteMachine } from './exchange-quote.machine';
import {
  createExchangeScreenMachine,
  type ExchangeScreenMachine,
  type SpotAvailable,
} from './exchange-screen.machine';

/** Input ports of the flash exchange screen. */
export interface ExchangeServices {
  /** One flash exchange screen: coins, balances, the quote with its confirmation, the records. */
  screen: ExchangeScreenMachine;
  /** Server time in ms (the Clock port), for the quote's countdown. */
  now(): number;
}

export interface ExchangeServicesDeps {
  exchange: ExchangeGateway;
  /** The spot account: what an exchange spends from and pays into. */
  spot: SpotAssetsGateway;
  clock: Clock;
}

export function createExchangeServices({ exchange, spot, clock }: ExchangeServicesDeps): ExchangeServices {
  const now = () => clock.now();
  const balances = async (): Promise<SpotAvailable> =>
    Object.fromEntries((await spot.assets()).map((row) => [row.currencyName, row.availableCurrency]));
  const records = createPagedListMachine<ExchangeRecord>().provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) =>
        exchange.records({ pageNo: input.pageNo, pageSize: PAGE_SIZE }),
      ),
    },
  });
  const quote = exchangeQuoteMachine.provide({
    actors: {
      fetchQuote: fromPromise(({ input }) => exchange.quote(input)),
      execute: fromPromise(({ input }) => exchange.execute(input)),
    },
  });
  return {
    screen: createExchangeScreenMachine({
      config: provideQuery(createQueryMachine(), () => exchange.config()),
      balances: provideQuery(createQueryMachine(), balances),
      records,
      quote,
      now,
    }),
    now,
  };
}
