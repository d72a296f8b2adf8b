import { isWorking } from '../../../../../domain/spot/spot';
import type { EnginePart } from '../../engine-part';
import type { SpotEngineState } from './spot-state';
import { newest } from '../../keep-newest';
import { objectOf, withDefault } from '../../state-guards';
import { fillSpotDue } from './spot-crossing';
import { spotHouse, spotOrders, spotTrades } from './spot-parse';
import { SPOT_SETTINGS } from './spot-settings';

const never = () => false;

/** The spot book: its orders, trades and house ledger, and the fills of resting orders on the price path. */
export const spotBookPart: EnginePart = {
  name: 'spot-book',
  slice: {
    fields: ['spotOrders', 'spotTrades', 'spotHouse'],
    read: objectOf<SpotEngineState>({
      spotOrders: withDefault(spotOrders, () => []),
      spotTrades: withDefault(spotTrades, () => []),
      spotHouse: withDefault(spotHouse, () => ({ fees: {}, flow: {} })),
    }),
    owners: (state) => [...state.spotOrders, ...state.spotTrades].map((entry) => entry.userId),
    prune: (state, kept) => ({
      spotOrders: newest(
        state.spotOrders,
        (order) => order.userId,
        kept.closedSpotOrders,
        (order) => isWorking(order.status),
      ),
      spotTrades: newest(state.spotTrades, (trade) => trade.userId, kept.spotTrades, never),
    }),
  },
  settings: SPOT_SETTINGS,
  due: fillSpotDue,
};
