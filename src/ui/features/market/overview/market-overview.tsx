import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  selectFeedFailure,
  selectFeedStatus,
  selectTickers,
} from '../../../../application/market/live-feed.selectors';
import { symbolOf, type Ticker } from '../../../../domain/market/market';
import { useFailureText, withReason } from '../../../shared/failure-text';
import { LiveFeedActor, MarketFeedProvider } from '../feed/market-feed-provider';
import { useUpColour } from '../preferences/use-up-colour';
import { formatChange, formatPrice, formatVolume, moveClass, pairLabel } from './market-format';
import { PairName } from './pair-name';
import { marketMessages, openPairMessage } from './market.messages';
import './market.css';

/** The main pairs, in this order, as far as the feed has them. */
const MAIN_BASES = ['BTC', 'ETH', 'XRP', 'DOGE', 'LTC', 'ADA'];

const mainPairs = (tickers: readonly Ticker[]) =>
  MAIN_BASES.flatMap((base) => tickers.filter((t) => t.base === base));

interface OverviewProps {
  /** Where a row leads, e.g. '/trade?symbol=btcusdt'. */
  pairHref: (symbol: string) => string;
  /** The full market list. */
  moreHref: string;
}

/**
 * While the first prices load, the table keeps the height of its main pairs' rows: the
 * products below do not jump when the prices arrive. Screen readers hear the status line above.
 */
function PlaceholderRows() {
  return (
    <tbody aria-hidden="true">
      {MAIN_BASES.map((base) => (
        <tr key={base} className="mk-overview__placeholder">
          <th scope="row">{base}</th>
          <td>--</td>
          <td>--</td>
          <td className="mk-overview__vol">--</td>
        </tr>
      ))}
    </tbody>
  );
}

/** The overview's heading and its link to the full list, around the table or its failure. */
function OverviewSection({ moreHref, children }: { moreHref: string; children: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage(marketMessages.overview);
  return (
    <section className="mk-overview" aria-label={title}>
      <div className="mk-overview__head">
        <h2>{title}</h2>
        <Link to={moreHref}>{intl.formatMessage(marketMessages.more)}</Link>
      </div>
      {children}
    </section>
  );
}

/** The table's columns around its rows; busy while the first prices load. */
function OverviewTableFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <table className="mk-overview__table" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(marketMessages.pair)}</th>
          <th scope="col">{intl.formatMessage(marketMessages.price)}</th>
          <th scope="col">{intl.formatMessage(marketMessages.change)}</th>
          <th scope="col" className="mk-overview__vol">
            {intl.formatMessage(marketMessages.volume)}
          </th>
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** The overview before its first prices, with no feed: the first screen the build paints. */
export function MarketOverviewPlaceholder({ moreHref }: { moreHref: string }) {
  return (
    <OverviewSection moreHref={moreHref}>
      <OverviewTableFrame busy>
        <PlaceholderRows />
      </OverviewTableFrame>
    </OverviewSection>
  );
}

function OverviewTable({ pairHref, moreHref }: OverviewProps) {
  const intl = useIntl();
  const { upColour } = useUpColour();
  const tickers = mainPairs(LiveFeedActor.useSelector(selectTickers));
  const status = LiveFeedActor.useSelector(selectFeedStatus);
  const failure = useFailureText()(LiveFeedActor.useSelector(selectFeedFailure));
  return (
    <OverviewSection moreHref={moreHref}>
      {tickers.length === 0 && status === 'error' ? (
        <p className="mk-state" role="status">
          {withReason(intl.formatMessage(marketMessages.error), failure)}
        </p>
      ) : (
        <>
          {tickers.length === 0 && (
            <p className="visually-hidden" role="status">
              {intl.formatMessage(marketMessages.loading)}
            </p>
          )}
          <OverviewTableFrame busy={tickers.length === 0}>
            {tickers.length === 0 ? (
              <PlaceholderRows />
            ) : (
              <tbody>
                {tickers.map((t) => (
                  <tr key={symbolOf(t)}>
                    <th scope="row">
                      <Link
                        to={pairHref(symbolOf(t))}
                        aria-label={intl.formatMessage(openPairMessage, { pair: pairLabel(t) })}
                      >
                        <PairName base={t.base} quote={t.quote} logo={t.logo} />
                      </Link>
                    </th>
                    <td className={moveClass(t, upColour)}>{formatPrice(t)}</td>
                    <td className={moveClass(t, upColour)}>{formatChange(t)}</td>
                    <td className="mk-overview__vol">{formatVolume(t)}</td>
                  </tr>
                ))}
              </tbody>
            )}
          </OverviewTableFrame>
        </>
      )}
    </OverviewSection>
  );
}

/** A live overview of the main USDT pairs, for the home pages. */
export function MarketOverview(props: OverviewProps) {
  return (
    <MarketFeedProvider>
      <OverviewTable {...props} />
    </MarketFeedProvider>
  );
}
