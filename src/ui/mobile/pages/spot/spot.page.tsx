import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { COMPACT_DEPTH_ROWS, symbolOf, type Pair } from '../../../../domain/market/market';
import type { SpotSide } from '../../../../domain/spot/spot';
import { DealsList } from '../../../features/market/pair/deals-list';
import { OrderBook } from '../../../features/market/pair/order-book';
import { PairDetailProvider } from '../../../features/market/pair/pair-detail-provider';
import { PairHeader } from '../../../features/market/pair/pair-header';
import { usePairOfSymbol } from '../../../features/market/pair/use-pair-symbol';
import { registerMessages } from '../../../features/session/register.messages';
import { sessionMessages } from '../../../features/session/session.messages';
import { SpotOrderForm } from '../../../features/spot/order/spot-order-form';
import { priceFromLink } from '../../../features/spot/order/price-link';
import { usePickPrice } from '../../../features/spot/order/use-pick-price';
import { VisitorOrderForm } from '../../../features/spot/order/visitor-order-form';
import { SpotScreenProvider } from '../../../features/spot/screen/spot-screen-provider';
import { spotListMessages } from '../../../features/spot/spot-lists.messages';
import '../../../features/market/overview/market.css';
import '../../../features/market/pair/pair.css';
import { useSignedIn } from '../../../shared/session-actor';
import { PageHeader } from '../../layout/page-header';
import { TradeSwitch } from '../../layout/trade-switch';
import { loginRedirectPath } from '../../routes/login-redirect';
import { SpotListsPanel } from './spot-lists-panel';
import './spot.css';

/** The compact book (5 rows a side) or the newest deals; a click on either picks the price. */
function MarketColumn({ pick }: { pick: (price: string) => void }) {
  const intl = useIntl();
  const [shown, setShown] = useState<'book' | 'deals'>('book');
  return (
    <div className="m-spot__market">
      <div className="m-spot__switch" role="group">
        {(['book', 'deals'] as const).map((view) => (
          <button key={view} type="button" aria-pressed={shown === view} onClick={() => setShown(view)}>
            {intl.formatMessage(view === 'book' ? spotListMessages.bookTab : spotListMessages.dealsTab)}
          </button>
        ))}
      </div>
      {shown === 'book' ? (
        <OrderBook rows={COMPACT_DEPTH_ROWS} onPickPrice={pick} />
      ) : (
        <DealsList rows={10} onPickPrice={pick} />
      )}
    </div>
  );
}

/** ?side=sell from the pair screen's Sell button opens the form on that side, ?price= with its pick. */
function useLink(pair: Pair): { side?: SpotSide; price?: string } {
  const [query] = useSearchParams();
  const side = query.get('side');
  return {
    side: side === 'buy' || side === 'sell' ? side : undefined,
    price: priceFromLink(query, pair) ?? undefined,
  };
}

function SpotBody({ pair }: { pair: Pair }) {
  return (
    <div className="m-spot">
      <PairHeader compact named />
      <div className="m-spot__trade">
        <SpotOrderForm pair={pair} />
        <MarketColumn pick={usePickPrice()} />
      </div>
      <SpotListsPanel pair={pair} />
    </div>
  );
}

/**
 * A visitor's spot screen: the market as it is and the order form read-only, the price last
 * picked in it, with Log in (back to this screen) and Register in place of Buy.
 */
function VisitorBody({ pair, linked }: { pair: Pair; linked: string | null }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  // The price picked on the pair screen's book first, then each pick on this screen's.
  const [picked, setPicked] = useState<string | null>(linked);
  return (
    <div className="m-spot">
      <PairHeader compact named />
      <div className="m-spot__trade">
        <VisitorOrderForm
          pair={pair}
          picked={picked}
          actions={
            <>
              <Link to={loginRedirectPath(`${pathname}${search}`)}>
                {intl.formatMessage(sessionMessages.login)}
              </Link>
              <Link to="/register">{intl.formatMessage(registerMessages.title)}</Link>
            </>
          }
        />
        <MarketColumn pick={setPicked} />
      </div>
    </div>
  );
}

/**
 * /coin/:symbol: spot order entry on the phone, with the compact book, orders and assets; a
 * visitor sees the form read-only with Log in and Register.
 */
export function SpotPage() {
  const { symbol } = useParams();
  const pair = usePairOfSymbol(symbol);
  const intl = useIntl();
  const chart = `/market/${symbolOf(pair)}`;
  const link = useLink(pair);
  const signedIn = useSignedIn();
  return (
    <>
      <PageHeader
        title={`${pair.base}/${pair.quote}`}
        middle={<TradeSwitch current="spot" symbol={symbolOf(pair)} />}
        backTo={chart}
        right={
          <Link className="m-spot__chart-link" to={chart}>
            {intl.formatMessage(spotListMessages.chart)}
          </Link>
        }
      />
      <PairDetailProvider pair={pair}>
        {signedIn ? (
          // Another pair, side or price asked for is another screen.
          <SpotScreenProvider
            key={`${symbolOf(pair)}:${link.side ?? ''}:${link.price ?? ''}`}
            side={link.side}
            price={link.price}
          >
            <SpotBody pair={pair} />
          </SpotScreenProvider>
        ) : (
          <VisitorBody key={symbolOf(pair)} pair={pair} linked={link.price ?? null} />
        )}
      </PairDetailProvider>
    </>
  );
}
