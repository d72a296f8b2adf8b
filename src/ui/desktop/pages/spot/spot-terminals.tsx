import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Pair } from '../../../../domain/market/market';
import { KlinePanel } from '../../../features/market/pair/kline-panel';
import { PairHeader } from '../../../features/market/pair/pair-header';
import { usePickPrice } from '../../../features/spot/order/use-pick-price';
import { spotMessages } from '../../../features/spot/spot.messages';
import '../../../features/market/overview/market.css';
import '../../../features/market/pair/pair.css';
import { TradingTerminal } from '../shared/trading-terminal';
import { SpotBottomTabs } from './spot-bottom-tabs';
import { SignedOutEntry, SignedOutLists, SpotEntry } from './spot-entry';
import { PairPicker } from './pair-picker';
import { TradeMarket } from './trade-market';

/** The terminal's header: its pair name opens the pair list, on the pair's own quote tab. */
function TerminalHeader({ pair }: { pair: Pair }) {
  return <PairHeader pickPair={(name) => <PairPicker quote={pair.quote}>{name}</PairPicker>} />;
}

/** A signed-in trader's terminal: book and deal picks fill the order's price. */
export function SpotTerminal({ pair }: { pair: Pair }) {
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

/**
 * A visitor's terminal: the market as it is; a pick is shown beside the login prompt. Its
 * first frame is what the build paints into /pc/trade (desktop/first-screen/).
 */
export function VisitorTerminal({ pair }: { pair: Pair }) {
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
