import { useIntl } from 'react-intl';
import { SoonPage } from '../../layout/soon-page';
import { pageTitles } from '../../shared/page-titles';

/** The Assets tab (signed in only); balances arrive with the wallet issue. */
export function AssetsPage() {
  const intl = useIntl();
  return <SoonPage title={intl.formatMessage(pageTitles.assets)} />;
}
