import { fromPromise } from 'xstate';
import type { ConvertRecord } from '../../domain/convert/convert';
import type { ConvertGateway } from '../../domain/convert/convert.port';
import { PAGE_SIZE } from '../../domain/paging';
import type { Clock } from '../../domain/shared/clock.port';
import { createPagedListMachine } from '../paging/paged-list.machine';
import { createQueryMachine, provideQuery } from '../shared/query.machine';
import type { SpotAccount } from '../shared/spot-account.machine';
import { convertQuoteMachine } from './convert-quote.machine';
import { createConvertScreenMachine, type ConvertScreenMachine } from './convert-screen.machine';

/** Input ports of the flash exchange screen. */
export interface ConvertServices {
  /** One flash exchange screen: coins, balances, the quote with its confirmation, the records. */
  screen: ConvertScreenMachine;
}

export interface ConvertServicesDeps {
  convert: ConvertGateway;
  /** The app's spot account: what an exchange spends from and pays into. */
  spotAccount: SpotAccount;
  clock: Clock;
}

export function createConvertServices({ convert, spotAccount, clock }: ConvertServicesDeps): ConvertServices {
  const records = createPagedListMachine<ConvertRecord>().provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: { pageNo: number } }) =>
        convert.records({ pageNo: input.pageNo, pageSize: PAGE_SIZE }),
      ),
    },
  });
  const quote = convertQuoteMachine().provide({
    actors: {
      fetchQuote: fromPromise(({ input }) => convert.quote(input)),
      // A quote is executed at most once: its id is the request's, so a repeat gets the first answer.
      execute: fromPromise(({ input }) => convert.execute(input, { requestId: `quote-${input.id}` })),
    },
  });
  return {
    screen: createConvertScreenMachine({
      config: provideQuery(createQueryMachine(), () => convert.config()),
      records,
      quote,
      spotAccount,
      now: () => clock.now(),
    }),
  };
}
