import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSignedIn } from '../../app/session-actor';
import { shellMessages } from '../desktop.messages';
import { pcPath } from '../routes/desktop-routes';
import { UserIcon } from './shell-icons';

/**
 * SPEC section 2: visitors see login and register links. Signed-in users get an account
 * entry for now; the session issue replaces it with the notice bell and account menu.
 */
export function HeaderAccount() {
  const intl = useIntl();
  const signedIn = useSignedIn();

  if (signedIn) {
    return (
      <Link
        to={pcPath('/setting/safty?type=1')}
        className="dt-icon-button"
        data-testid="nav-account-menu"
        aria-label={intl.formatMessage(shellMessages.account)}
      >
        <UserIcon />
      </Link>
    );
  }
  return (
    <>
      <Link to={pcPath('/login/login')} className="dt-link-button" data-testid="nav-login">
        {intl.formatMessage(shellMessages.login)}
      </Link>
      <Link
        to={pcPath('/login/register')}
        className="dt-button dt-button--primary dt-button--small"
        data-testid="nav-register"
      >
        {intl.formatMessage(shellMessages.register)}
      </Link>
    </>
  );
}
