import { useIntl } from 'react-intl';
import { SoonPage } from '../../layout/soon-page';
import { pageTitles } from '../../shared/page-titles';

/** /setting/safty (the SPEC's spelling): the security centre, filled by the session issue. */
export function SecurityCentrePage() {
  const intl = useIntl();
  return <SoonPage title={intl.formatMessage(pageTitles.security)} backTo="/my" />;
}
