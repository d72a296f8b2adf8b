import { useSearchParams } from 'react-router-dom';
import { backPathOf } from '../../../features/account/identity/back-path';
import { IdentityScreenBody } from '../../../features/account/identity/identity-screen';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { PageHeader } from '../shared/page-header';

/**
 * /pc/setting/verify: identity verification (KYC). A screen that needs identity sends the
 * user here with `back`, and the status panel leads back there once the documents are sent.
 */
export function IdentityVerificationPage({ route, group }: DesktopPageProps) {
  const [search] = useSearchParams();
  const back = backPathOf(search);
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body dt-kyc" data-testid="identity-verification">
        <IdentityScreenBody back={back} />
      </div>
    </>
  );
}
