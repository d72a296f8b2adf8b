import type { Page } from '../../../../../domain/paging';
import type { SpotOrder, SpotOrderQuery, SpotOrderRequest, SpotTrade } from '../../../../../domain/spot/spot';
import type { EnginePart } from '../../engine-part';
import { balancesPart } from '../balances/balances.part';
import { appliedOnce } from '../once/applied-once';
import { oncePart } from '../once/once.part';
import {
  cancelAllSpot,
  cancelSpotOrder,
  placeSpotOrder,
  spotBalances,
  type SpotBalance,
  spotOrders,
  spotTrades,
} from './spot-book';

export interface SpotMethods {
  placeSpotOrder(token: string, request: SpotOrderRequest, requestId?: string): SpotOrder;
  cancelSpotOrder(token: string, orderId: string): SpotOrder;
  cancelAllSpot(token: string, pair?: { baseCoin?: string; quoteCoin?: string }): number;
  spotOpenOrders(token: string, query: SpotOrderQuery): Page<SpotOrder>;
  spotOrderHistory(token: string, query: SpotOrderQuery): Page<SpotOrder>;
  spotTrades(token: string, query: SpotOrderQuery): Page<SpotTrade>;
  spotBalances(token: string): SpotBalance[];
}

/** Spot trading's calls: orders placed and cancelled against the book, and their lists. */
export const spotPart: EnginePart<SpotMethods> = {
  name: 'spot',
  needs: [balancesPart, oncePart],
  methods: ({ context, signedIn }) => ({
    placeSpotOrder: (token, request, requestId) =>
      signedIn(token, (user, now) =>
        appliedOnce(context, { user, call: 'spot.placeOrder', requestId, now }, () =>
          placeSpotOrder(context, user, request, now),
        ),
      ),
    cancelSpotOrder: (token, orderId) =>
      signedIn(token, (user, now) => cancelSpotOrder(context, user, orderId, now)),
    cancelAllSpot: (token, pair = {}) =>
      signedIn(token, (user, now) => cancelAllSpot(context, user, pair, now)),
    spotOpenOrders: (token, query) => signedIn(token, (user) => spotOrders(context, user, query, true)),
    spotOrderHistory: (token, query) => signedIn(token, (user) => spotOrders(context, user, query, false)),
    spotTrades: (token, query) => signedIn(token, (user) => spotTrades(context, user, query)),
    spotBalances: (token) => signedIn(token, (user) => spotBalances(context, user)),
  }),
};
