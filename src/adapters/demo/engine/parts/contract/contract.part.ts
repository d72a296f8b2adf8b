import type { DurationConfig, OrderQuery, OrderRequest } from '../../../../../domain/contract/contract';
import type { Page } from '../../../../../domain/paging';
import type { EnginePart } from '../../engine-part';
import { balancesPart, opened } from '../balances/balances.part';
import { demoAddAmount } from '../balances/accounts';
import { appliedOnce } from '../once/applied-once';
import { oncePart } from '../once/once.part';
import { createOrder, ordersOf, type PublicOrder } from './contract-book';
import type { ContractBook } from './contract-settings';

export interface ContractMethods {
  durationConfig(book: ContractBook): DurationConfig[];
  feeRate(): string;
  createOrder(token: string, book: ContractBook, request: OrderRequest, requestId?: string): PublicOrder;
  orders(token: string, book: ContractBook, query: OrderQuery): Page<PublicOrder>;
  demoAssetsConfig(): string[];
  demoAddAmount(token: string, amount: string, currency?: string, requestId?: string): string;
}

/** The seconds contract's calls: its config, orders on either book, and the demo account's funds. */
export const contractPart: EnginePart<ContractMethods> = {
  name: 'contract',
  needs: [balancesPart, oncePart],
  methods: (host) => {
    const { context, run, signedIn } = host;
    const inBook = opened(host);
    return {
      durationConfig: (book) => run(() => context.settings.durations[book].map((entry) => ({ ...entry }))),
      feeRate: () => run(() => context.settings.feeRate),
      createOrder: (token, book, request, requestId) =>
        inBook(token, book, (user, now) =>
          appliedOnce(context, { user, call: `${book}.createOrder`, requestId, now }, () =>
            createOrder(context, user, book, request, now),
          ),
        ),
      orders: (token, book, query) => inBook(token, book, (user) => ordersOf(context, user, book, query)),
      demoAssetsConfig: () => run(() => [...context.settings.demoAmounts]),
      demoAddAmount: (token, amount, currency = 'USDT', requestId) =>
        signedIn(token, (user, now) =>
          appliedOnce(context, { user, call: 'demo.addAmount', requestId, now }, () =>
            demoAddAmount(context, user, amount, currency, now),
          ),
        ),
    };
  },
};
