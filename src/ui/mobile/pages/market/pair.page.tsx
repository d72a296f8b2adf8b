import { useParams } from 'react-router-dom';
import { PairDetailProvider } from '../../../features/market/pair/pair-detail-provider';
import { PairDetailView } from '../../../features/market/pair/pair-detail-view';
import { usePairOfSymbol } from '../../../features/market/pair/use-pair-symbol';
import '../../../features/market/overview/market.css';
import { PageHeader } from '../../layout/page-header';

/** /market/:symbol: one pair's chart, 5-row book and deals, in the phone layout. */
export function PairPage() {
  const { symbol } = useParams();
  const pair = usePairOfSymbol(symbol);
  return (
    <>
      <PageHeader title={`${pair.base}/${pair.quote}`} backTo="/market" />
      <PairDetailProvider pair={pair}>
        <PairDetailView compact />
      </PairDetailProvider>
    </>
  );
}
