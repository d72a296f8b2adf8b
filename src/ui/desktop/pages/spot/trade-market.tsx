import { DEPTH_LEVELS } from '../../../../domain/market/market';
import { DealsList } from '../../../features/market/pair/deals-list';
import { OrderBook } from '../../../features/market/pair/order-book';

/**
 * The terminal's market column: the 20-level book over the recent deals. A click on a book
 * row or a deal hands its price on; `onPickPrice` must be stable, or every book row renders.
 */
export function TradeMarket({ onPickPrice }: { onPickPrice: (price: string) => void }) {
  return (
    <>
      <OrderBook rows={DEPTH_LEVELS} onPickPrice={onPickPrice} />
      <DealsList rows={20} onPickPrice={onPickPrice} />
    </>
  );
}
