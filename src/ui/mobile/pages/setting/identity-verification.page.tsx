import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { backPathOf } from '../../../features/account/identity/back-path';
import { IdentityScreenBody } from '../../../features/account/identity/identity-screen';
import { PageHeader } from '../../layout/page-header';
import { pageTitles } from '../../shared/page-titles';

/**
 * /setting/verify?type=2: identity verification (KYC). A screen that needs identity sends the
 * user here with `back`, and the status panel leads back there once the documents are sent.
 */
export function IdentityVerificationPage() {
  const t = useIntl().formatMessage;
  const [search] = useSearchParams();
  const back = backPathOf(search);
  return (
    <>
      <PageHeader title={t(pageTitles.verify)} backTo={back ?? '/setting/safty'} />
      <div className="m-page" data-testid="identity-verification">
        <IdentityScreenBody back={back} />
      </div>
    </>
  );
}
