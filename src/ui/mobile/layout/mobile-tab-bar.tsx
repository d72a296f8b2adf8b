import { TabBar } from 'antd-mobile';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { LineIcon } from './line-icon';
import { TAB_ICONS, type TabKey } from './tab-icons';
import { useTradeTabPath } from './trade-switch';

const messages = defineMessages({
  label: { id: 'mobile.tab.label', defaultMessage: 'Main navigation' },
  home: { id: 'mobile.tab.home', defaultMessage: 'Home' },
  market: { id: 'mobile.tab.market', defaultMessage: 'Market' },
  trade: { id: 'mobile.tab.trade', defaultMessage: 'Trade' },
  assets: { id: 'mobile.tab.assets', defaultMessage: 'Assets' },
  my: { id: 'mobile.tab.my', defaultMessage: 'My' },
});

const TABS: ReadonlyArray<{ key: TabKey; path: string }> = [
  { key: 'home', path: '/' },
  { key: 'market', path: '/market' },
  { key: 'trade', path: '/trade' },
  { key: 'assets', path: '/assets' },
  { key: 'my', path: '/my' },
];

/** The tab whose section the URL is in; none on screens outside the tabs (login, settings). */
export function activeTabFor(pathname: string): TabKey | null {
  if (pathname === '/') return 'home';
  // The spot screen is the Trade tab's too (its "Spot | Seconds" switch).
  if (pathname.startsWith('/coin/')) return 'trade';
  const tab = TABS.find(({ path }) => path !== '/' && (pathname === path || pathname.startsWith(`${path}/`)));
  return tab?.key ?? null;
}

/** The tabs of the mobile app, from where the user is and where the Trade tab leads. */
export function MobileTabBar() {
  const active = activeTabFor(useLocation().pathname);
  // The Trade tab opens the trading screen used last (trade-switch.tsx).
  return <TabBarView active={active} tradePath={useTradeTabPath()} />;
}

/**
 * antd-mobile's TabBar draws the bar, but its items are plain divs; each title is a real
 * link (stretched over the item) so that tabs are focusable, named and announced. Hook-free
 * but for texts, so the build's first screen (first-screen/) draws the same bar.
 */
export function TabBarView({ active, tradePath }: { active: TabKey | null; tradePath: string }) {
  const intl = useIntl();
  return (
    <nav className="m-tabbar" aria-label={intl.formatMessage(messages.label)}>
      <TabBar activeKey={active} safeArea>
        {TABS.map(({ key, path }) => (
          <TabBar.Item
            key={key}
            icon={<LineIcon d={TAB_ICONS[key]} size={22} />}
            title={
              <Link
                to={key === 'trade' ? tradePath : path}
                className="m-stretched-link"
                data-testid={`tab-${key}`}
                aria-current={active === key ? 'page' : undefined}
              >
                {intl.formatMessage(messages[key])}
              </Link>
            }
          />
        ))}
      </TabBar>
    </nav>
  );
}
