import { useIntl } from 'react-intl';
import { MarketFeedProvider } from '../../../features/market/feed/market-feed-provider';
import { marketMessages } from '../../../features/market/overview/market.messages';
import { useListFeedQuote, useMarketList } from '../../../features/market/overview/use-market-list';
import { withReason } from '../../../shared/failure-text';
import { useFirstScreenHandover } from '../../../shared/use-first-screen-handover';
import '../../../features/market/overview/market.css';
import { PageHeader } from '../../layout/page-header';
import { pageTitles } from '../../shared/page-titles';
import { MarketRows } from './market-rows';
import { MarketToolbar } from './market-toolbar';
import './market.css';

function MarketList() {
  const intl = useIntl();
  const list = useMarketList();
  const banner =
    list.status === 'reconnecting'
      ? withReason(intl.formatMessage(marketMessages.reconnecting), list.failure)
      : list.stale
        ? intl.formatMessage(marketMessages.stale)
        : null;
  return (
    <div className="m-page mm-page">
      <MarketToolbar list={list} />
      {banner && (
        <p className="mk-banner" role="status">
          {banner}
        </p>
      )}
      <MarketRows list={list} />
    </div>
  );
}

/** The Market tab: live tickers by quote coin, with favourites, search and sort. */
export function MarketPage() {
  const intl = useIntl();
  useFirstScreenHandover();
  return (
    <>
      <PageHeader title={intl.formatMessage(pageTitles.market)} />
      <MarketFeedProvider quote={useListFeedQuote()}>
        <MarketList />
      </MarketFeedProvider>
    </>
  );
}
