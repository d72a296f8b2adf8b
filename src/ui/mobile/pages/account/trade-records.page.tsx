import { useIntl } from 'react-intl';
import { SoonPage } from '../../layout/soon-page';
import { pageTitles } from '../../shared/page-titles';

/** /account/trade?type=4: the transaction log, filled by a later issue. */
export function TradeRecordsPage() {
  const intl = useIntl();
  return <SoonPage title={intl.formatMessage(pageTitles.records)} backTo="/my" />;
}
