import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { contractMessages } from '../../../features/contract/contract.messages';
import { registerMessages } from '../../../features/session/register.messages';
import { PageHeader } from '../../layout/page-header';
import { loginRedirectPath } from '../../routes/login-redirect';

/** Signed-out visitors of the Trade tab are asked to log in and come back. */
export function SignInPrompt() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(contractMessages.title)} />
      <div className="m-page">
        <section className="m-card" aria-labelledby="contract-sign-in">
          <h2 id="contract-sign-in" className="m-section-title">
            {intl.formatMessage(contractMessages.signInTitle)}
          </h2>
          <p className="m-muted">{intl.formatMessage(contractMessages.signInBody)}</p>
          <div className="m-link-buttons">
            <Link to={loginRedirectPath('/trade')} className="m-link-button" data-testid="contract-login">
              {intl.formatMessage(contractMessages.signInAction)}
            </Link>
            <Link to="/register" className="m-link-button">
              {intl.formatMessage(registerMessages.title)}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
