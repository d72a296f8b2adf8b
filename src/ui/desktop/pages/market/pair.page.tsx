import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PairDetailProvider } from '../../../features/market/pair/pair-detail-provider';
import { PairDetailView } from '../../../features/market/pair/pair-detail-view';
import { usePairOfSymbol } from '../../../features/market/pair/use-pair-symbol';
import '../../../features/market/overview/market.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { routeTitle } from '../../routes/route-titles.messages';
import { useDocumentTitle } from '../shared/use-document-title';
import { SpotEntry } from './spot-entry';

const renderSpotEntry = (picked: string | null) => <SpotEntry picked={picked} />;

/** /pc/trade?symbol=btcusdt: the pair's header, kline, order book and recent deals. */
export function PairPage({ route }: DesktopPageProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const pair = usePairOfSymbol(params.get('symbol'));
  useDocumentTitle(`${pair.base}/${pair.quote} · ${intl.formatMessage(routeTitle(route.titleId))}`);
  return (
    <div className="dt-container dt-page-body">
      <PairDetailProvider pair={pair}>
        <PairDetailView compact={false} aside={renderSpotEntry} />
      </PairDetailProvider>
    </div>
  );
}
