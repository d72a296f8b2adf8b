import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { pcPath } from '../../routes/desktop-routes';
import { appMessages } from './home.messages';

/** Third background section: the mobile web app and the invite programme. */
export function AppSection({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  return (
    <section className="dt-home-section dt-home-section--app" aria-labelledby="home-app-title">
      <div className="dt-container dt-app-grid">
        <div className="dt-app-card">
          <h2 id="home-app-title" className="dt-section-title">
            {intl.formatMessage(appMessages.title)}
          </h2>
          <p>{intl.formatMessage(appMessages.text)}</p>
          {/* The mobile app lives outside /pc; a full load lets it start on its own. */}
          <a href="/" className="dt-button dt-button--ghost" data-testid="home-open-mobile">
            {intl.formatMessage(appMessages.open)}
          </a>
        </div>
        <div className="dt-app-card dt-app-card--invite">
          <h2 className="dt-section-title">{intl.formatMessage(appMessages.inviteTitle)}</h2>
          <p>{intl.formatMessage(appMessages.inviteText)}</p>
          <Link
            to={pcPath(signedIn ? '/setting/safty?type=1' : '/login/register')}
            className="dt-button dt-button--primary"
            data-testid="home-invite"
          >
            {intl.formatMessage(signedIn ? appMessages.inviteSignedIn : appMessages.inviteSignedOut)}
          </Link>
        </div>
      </div>
    </section>
  );
}
