import { useIntl } from 'react-intl';
import { SoonPage } from '../layout/soon-page';
import { pageTitles } from '../shared/page-titles';

/** The Trade tab; spot trading arrives with its own issue. */
export function TradePage() {
  const intl = useIntl();
  return <SoonPage title={intl.formatMessage(pageTitles.trade)} />;
}
