import { useIntl } from 'react-intl';
import { defaultUpColour } from '../../../domain/market/up-colour';
import { DURATIONS_LOADING } from '../../features/contract/order/visitor-order-panel';
import { readMarketListView } from '../../features/market/overview/market-list-address';
import '../../features/market/overview/market.css';
import { PageHeader } from '../layout/page-header';
import { SignInPromptView } from '../pages/contract/sign-in-prompt';
import { MarketRowsPlaceholder } from '../pages/market/market-rows';
import { MarketToolbar, type MarketToolbarState } from '../pages/market/market-toolbar';
import '../pages/market/market.css';
import { pageTitles } from '../shared/page-titles';
import { FirstScreenFrame } from './first-screen-shell';

const nothing = () => undefined;

/** The toolbar as a visitor first sees it: the bare address's tab and sort, the locale's colours. */
const firstToolbar = (locale: string): MarketToolbarState => ({
  ...readMarketListView(new URLSearchParams()),
  query: '',
  upColour: defaultUpColour(locale),
  chooseTab: nothing,
  setQuery: nothing,
  setSort: nothing,
  setUpColour: nothing,
});

/**
 * The Market tab as the build paints it (render-first-screen.tsx): its title, quote tabs (the
 * largest paint), search and sort, and placeholder rows where the tickers come, from the market
 * page's own parts (market.page.tsx). The app draws the list under it and removes this one.
 */
export function MarketFirstScreen() {
  const intl = useIntl();
  return (
    <FirstScreenFrame active="market">
      <PageHeader title={intl.formatMessage(pageTitles.market)} />
      <div className="m-page mm-page">
        <MarketToolbar list={firstToolbar(intl.locale)} />
        <MarketRowsPlaceholder />
      </div>
    </FirstScreenFrame>
  );
}

/**
 * The Trade tab as a visitor's first screen, painted by the build: the contract's sign-in prompt
 * with its read-only order form, the durations' place held while they load (sign-in-prompt.tsx).
 */
export function TradeFirstScreen() {
  return (
    <FirstScreenFrame active="trade">
      <SignInPromptView durations={DURATIONS_LOADING} />
    </FirstScreenFrame>
  );
}
