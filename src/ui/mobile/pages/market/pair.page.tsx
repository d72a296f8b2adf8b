import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { symbolOf } from '../../../../domain/market/market';
import { PairDetailProvider } from '../../../features/market/pair/pair-detail-provider';
import { PairDetailView } from '../../../features/market/pair/pair-detail-view';
import { usePairOfSymbol } from '../../../features/market/pair/use-pair-symbol';
import { spotEntryMessages } from '../../../features/spot/spot-entry.messages';
import '../../../features/market/overview/market.css';
import { PageHeader } from '../../layout/page-header';
import './pair-trade.css';

/** /market/:symbol: Buy and Sell into spot trading, then one pair's chart, 5-row book and deals. */
export function PairPage() {
  const intl = useIntl();
  const { symbol } = useParams();
  const pair = usePairOfSymbol(symbol);
  const spot = `/coin/${symbolOf(pair)}`;
  return (
    <>
      <PageHeader title={`${pair.base}/${pair.quote}`} backTo="/market" />
      <nav className="m-pair-trade" aria-label={intl.formatMessage(spotEntryMessages.title)}>
        <Link className="m-pair-trade__buy" to={`${spot}?side=buy`}>
          {intl.formatMessage(spotEntryMessages.buy)}
        </Link>
        <Link className="m-pair-trade__sell" to={`${spot}?side=sell`}>
          {intl.formatMessage(spotEntryMessages.sell)}
        </Link>
      </nav>
      <PairDetailProvider pair={pair}>
        <PairDetailView compact />
      </PairDetailProvider>
    </>
  );
}
