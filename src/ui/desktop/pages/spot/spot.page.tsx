import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { symbolOf } from '../../../../domain/market/market';
import { PairDetailProvider } from '../../../features/market/pair/pair-detail-provider';
import { usePairOfSymbol } from '../../../features/market/pair/use-pair-symbol';
import { SpotScreenProvider } from '../../../features/spot/screen/spot-screen-provider';
import { useFirstScreenHandover } from '../../../shared/use-first-screen-handover';
import { useSignedIn } from '../../../shared/session-actor';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { routeTitle } from '../../routes/route-titles.messages';
import { useDocumentTitle } from '../shared/use-document-title';
import { SpotTerminal, VisitorTerminal } from './spot-terminals';

/** /pc/trade?symbol=btcusdt: the spot trading terminal of one pair. */
export function SpotPage({ route }: DesktopPageProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const pair = usePairOfSymbol(params.get('symbol'));
  const signedIn = useSignedIn();
  useDocumentTitle(`${pair.base}/${pair.quote} · ${intl.formatMessage(routeTitle(route.titleId))}`);
  useFirstScreenHandover();
  return (
    <PairDetailProvider pair={pair}>
      {signedIn ? (
        // Another pair is another screen: its form, lists and balances start afresh.
        <SpotScreenProvider key={symbolOf(pair)}>
          <SpotTerminal pair={pair} />
        </SpotScreenProvider>
      ) : (
        <VisitorTerminal pair={pair} />
      )}
    </PairDetailProvider>
  );
}
