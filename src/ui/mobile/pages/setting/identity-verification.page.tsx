import { useIntl } from 'react-intl';
import { SoonPage } from '../../layout/soon-page';
import { pageTitles } from '../../shared/page-titles';

/** /setting/verify?type=2: identity verification (KYC), filled by its own issue. */
export function IdentityVerificationPage() {
  const intl = useIntl();
  return <SoonPage title={intl.formatMessage(pageTitles.verify)} backTo="/my" />;
}
