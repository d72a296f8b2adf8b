import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { symbolOf, type Pair } from '../../../../domain/market/market';
import { KlinePanel } from '../../../features/market/pair/kline-panel';
import { PairDetailProvider } from '../../../features/market/pair/pair-detail-provider';
import { PairHeader } from '../../../features/market/pair/pair-header';
import { usePairOfSymbol } from '../../../features/market/pair/use-pair-symbol';
import { usePickPrice } from '../../../features/spot/order/use-pick-price';
import { SpotScreenProvider } from '../../../features/spot/screen/spot-screen-provider';
import { spotMessages } from '../../../features/spot/spot.messages';
import '../../../features/market/overview/market.css';
import '../../../features/market/pair/pair.css';
import { useSignedIn } from '../../../shared/session-actor';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { routeTitle } from '../../routes/route-titles.messages';
import { TradingTerminal } from '../shared/trading-terminal';
import { useDocumentTitle } from '../shared/use-document-title';
import { SpotBottomTabs } from './spot-bottom-tabs';
import { SignedOutEntry, SignedOutLists, SpotEntry } from './spot-entry';
import { PairPicker } from './pair-picker';
import { TradeMarket } from './trade-market';

/** The terminal's header: its pair name opens the pair list, on the pair's own quote tab. */
function TerminalHeader({ pair }: { pair: Pair }) {
  return <PairHeader pickPair={(name) => <PairPicker quote={pair.quote}>{name}</PairPicker>} />;
}

/** A signed-in trader's terminal: book and deal picks fill the order's price. */
function SpotTerminal({ pair }: { pair: Pair }) {
  const intl = useIntl();
  return (
    <TradingTerminal
      header={<TerminalHeader pair={pair} />}
      chart={<KlinePanel />}
      market={<TradeMarket onPickPrice={usePickPrice()} />}
      entry={<SpotEntry pair={pair} />}
      entryLabel={intl.formatMessage(spotMessages.title)}
      bottom={<SpotBottomTabs pair={pair} />}
    />
  );
}

/** A visitor's terminal: the market as it is; a pick is shown beside the login prompt. */
function VisitorTerminal({ pair }: { pair: Pair }) {
  const intl = useIntl();
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <TradingTerminal
      header={<TerminalHeader pair={pair} />}
      chart={<KlinePanel />}
      market={<TradeMarket onPickPrice={setPicked} />}
      entry={<SignedOutEntry picked={picked} />}
      entryLabel={intl.formatMessage(spotMessages.title)}
      bottom={<SignedOutLists />}
    />
  );
}

/** /pc/trade?symbol=btcusdt: the spot trading terminal of one pair. */
export function SpotPage({ route }: DesktopPageProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const pair = usePairOfSymbol(params.get('symbol'));
  const signedIn = useSignedIn();
  useDocumentTitle(`${pair.base}/${pair.quote} · ${intl.formatMessage(routeTitle(route.titleId))}`);
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
