import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { LineIcon } from '../layout/line-icon';
import { PageHeader } from '../layout/page-header';
import { pageTitles } from '../shared/page-titles';
import './login.css';

const messages = defineMessages({
  heading: { id: 'mobile.login.soon', defaultMessage: 'Login arrives here' },
  text: {
    id: 'mobile.login.text',
    defaultMessage: 'Signing in and registering with your email open on this page soon.',
  },
  returnNote: {
    id: 'mobile.login.returnNote',
    defaultMessage: 'After signing in you will return to the page you asked for.',
  },
  home: { id: 'mobile.login.home', defaultMessage: 'Explore the home page' },
});

const LOCK = 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2';

/** /login: a placeholder until the session issue builds the form (it reads ?redirect=). */
export function LoginPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title={intl.formatMessage(pageTitles.login)} backTo="/" />
      <div className="m-page">
        <section className="m-card m-login" aria-labelledby="login-heading">
          <span className="m-login__icon">
            <LineIcon d={LOCK} size={32} />
          </span>
          <h2 id="login-heading" className="m-login__title">
            {intl.formatMessage(messages.heading)}
          </h2>
          <p className="m-muted">{intl.formatMessage(messages.text)}</p>
          {params.has('redirect') && (
            <p className="m-muted m-login__note">{intl.formatMessage(messages.returnNote)}</p>
          )}
          <Link to="/" className="m-link-button m-login__action">
            {intl.formatMessage(messages.home)}
          </Link>
        </section>
      </div>
    </>
  );
}
