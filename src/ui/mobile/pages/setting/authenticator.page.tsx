import { useIntl } from 'react-intl';
import { AuthenticatorScreenBody } from '../../../features/account/authenticator/authenticator-screen';
import { authenticatorMessages } from '../../../features/account/authenticator/authenticator.messages';
import { PageHeader } from '../../layout/page-header';

/** /setting/authenticator: binding Google Authenticator, from the security centre. */
export function AuthenticatorPage() {
  const t = useIntl().formatMessage;
  return (
    <>
      <PageHeader title={t(authenticatorMessages.title)} backTo="/setting/safty" />
      <div className="m-page" data-testid="authenticator-page">
        <AuthenticatorScreenBody />
      </div>
    </>
  );
}
