import { selectPair } from '../../../../application/market/pair-detail.selectors';
import { COMPACT_DEPTH_ROWS, DEPTH_LEVELS } from '../../../../domain/market/market';
import { pairPrecision } from '../../../../domain/precision';
import { DealsList } from './deals-list';
import { KlinePanel } from './kline-panel';
import { OrderBook } from './order-book';
import { PairDetailActor } from './pair-detail-provider';
import { PairHeader } from './pair-header';
import { PickedPrice } from './picked-price';
import './pair.css';

interface PairDetailViewProps {
  compact: boolean;
  /** The price last picked from the book, held by the page (its Buy and Sell carry it on). */
  picked: string | null;
  onPickPrice: (price: string) => void;
}

/**
 * Header, chart, book and deals of the pair in PairDetailProvider; `compact` is the phone
 * layout. (The desktop pair screen is the trading terminal: pages/spot/spot.page.tsx.)
 */
export function PairDetailView({ compact, picked, onPickPrice }: PairDetailViewProps) {
  const pair = PairDetailActor.useSelector(selectPair);
  const places = pairPrecision(pair.base, pair.quote);
  return (
    <div className={`pd-view${compact ? ' pd-view--compact' : ''}`}>
      <PairHeader compact={compact} />
      <div className="pd-view__chart">
        <KlinePanel />
      </div>
      <div className="pd-view__book">
        <OrderBook rows={compact ? COMPACT_DEPTH_ROWS : DEPTH_LEVELS} onPickPrice={onPickPrice} />
        <PickedPrice price={picked} places={places} />
      </div>
      <div className="pd-view__deals">
        <DealsList rows={compact ? 10 : 20} />
      </div>
    </div>
  );
}
