import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSignedIn } from '../../shared/session-actor';
import { shellMessages } from '../desktop.messages';
import { pcPath } from '../routes/desktop-routes';
import { AccountMenu } from './account-menu';
import { NoticeBell } from './notice-bell';

/**
 * SPEC section 2: visitors see login and register links. Signed-in users get the notice
 * bell and the account menu.
 */
export function HeaderAccount() {
  const signedIn = useSignedIn();

  if (signedIn) {
    return (
      <>
        <NoticeBell />
        <AccountMenu />
      </>
    );
  }
  return <VisitorLinks />;
}

/** A visitor's log in and register links (the build's painted header draws them too). */
export function VisitorLinks() {
  const intl = useIntl();
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
