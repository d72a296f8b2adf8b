import { fromPromise } from 'xstate';
import type { ConvertRecord } from '../../domain/convert/convert';
import type { ConvertGateway } from '../../domain/convert/convert.port';
import { PAGE_SIZE } from '../../domain/paging';
import type { Clock } from '../../domain/shared/clock.port';
import type { SpotAccountGateway } from '../../domain/wallet/spot-account.port';
import { createPagedListMachine } from '../paging/paged-list.machine';
import { createQueryMachine, provideQuery } from '../shared/query.machine';
import { convertQuoteMachine } from './convert-quote.machine';
import {
  createConvertScreenMachine,
  type ConvertScreenMachine,
  type SpotAvailable,
} from './convert-screen.machine';

/** Input ports of the flash exchange screen. */
export interface ConvertServices {
  /** One flash exchange screen: coins, balances, the quote with its confirmation, the records. */
  screen: ConvertScreenMachine;
  /** Server time in ms (the Clock port), for the quote's countdown. */
  now(): number;
}

export interface ConvertServicesDeps {
  convert: ConvertGateway;
  /** The spot account: what an exchange spends from and pays into. */
  spot: SpotAccountGateway;
  clock: Clock;
}

export function createConvertServices({ convert, spot, clock }: ConvertServicesDeps): ConvertServices {
  const now = () => clock.now();
  const balances = async (): Promise<SpotAvailable> =>
    Object.fromEntries((await spot.balances()).map((row) => [row.currencyName, row.availableCurrency]));
  const records = createPagedListMachine<ConvertRecord>().provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) =>
        convert.records({ pageNo: input.pageNo, pageSize: PAGE_SIZE }),
      ),
    },
  });
  const quote = convertQuoteMachine.provide({
    actors: {
      fetchQuote: fromPromise(({ input }) => convert.quote(input)),
      execute: fromPromise(({ input }) => convert.execute(input)),
    },
  });
  return {
    screen: createConvertScreenMachine({
      config: provideQuery(createQueryMachine(), () => convert.config()),
      balances: provideQuery(createQueryMachine(), balances),
      records,
      quote,
      now,
    }),
    now,
  };
}
