import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { symbolOf } from '../../../../domain/market/market';
import { PairDetailProvider } from '../../../features/market/pair/pair-detail-provider';
import { PairDetailView } from '../../../features/market/pair/pair-detail-view';
import { usePairOfSymbol } from '../../../features/market/pair/use-pair-symbol';
import { spotEntryLink } from '../../../features/spot/order/price-link';
import { spotEntryMessages } from '../../../features/spot/spot-entry.messages';
import '../../../features/market/overview/market.css';
import { PageHeader } from '../../layout/page-header';
import './pair-trade.css';

/**
 * /market/:symbol: Buy and Sell into spot trading, then one pair's chart, 5-row book and deals;
 * a price picked on the book goes with Buy or Sell into the order form.
 */
export function PairPage() {
  const intl = useIntl();
  const { symbol } = useParams();
  const pair = usePairOfSymbol(symbol);
  // Kept with its pair: a price picked on one pair never goes with another's Buy.
  const [pick, setPick] = useState<{ symbol: string; price: string } | null>(null);
  const shown = symbolOf(pair);
  const picked = pick?.symbol === shown ? pick.price : null;
  // Stable per pair, so the book's slots never render again for a new handler.
  const onPickPrice = useCallback((price: string) => setPick({ symbol: shown, price }), [shown]);
  return (
    <>
      <PageHeader title={`${pair.base}/${pair.quote}`} backTo="/market" />
      <nav className="m-pair-trade" aria-label={intl.formatMessage(spotEntryMessages.title)}>
        <Link className="m-pair-trade__buy" to={spotEntryLink(pair, 'buy', picked)}>
          {intl.formatMessage(spotEntryMessages.buy)}
        </Link>
        <Link className="m-pair-trade__sell" to={spotEntryLink(pair, 'sell', picked)}>
          {intl.formatMessage(spotEntryMessages.sell)}
        </Link>
      </nav>
      <PairDetailProvider pair={pair}>
        <PairDetailView compact picked={picked} onPickPrice={onPickPrice} />
      </PairDetailProvider>
    </>
  );
}
