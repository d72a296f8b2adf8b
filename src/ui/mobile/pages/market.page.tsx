import { useIntl } from 'react-intl';
import { SoonPage } from '../layout/soon-page';
import { pageTitles } from '../shared/page-titles';

/** The Market tab; the ticker list arrives with the market data issue. */
export function MarketPage() {
  const intl = useIntl();
  return <SoonPage title={intl.formatMessage(pageTitles.market)} />;
}
