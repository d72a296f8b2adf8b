import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '../../../shared/common.messages';
import { authMessages } from '../../shared/page-titles';

const welcome = defineMessage<{ appName: string }>({
  id: 'mobile.home.welcome',
  defaultMessage: 'Welcome to {appName}',
});

const messages = defineMessages({
  tagline: {
    id: 'mobile.home.tagline',
    defaultMessage: 'Spot trading, seconds contracts and earning products, all in one app.',
  },
});

/** The visitors' greeting at the top of Home: an invitation to log in or register. */
export function HomeHero() {
  const intl = useIntl();
  const appName = intl.formatMessage(commonMessages.appName);
  return (
    <section className="m-hero" aria-labelledby="home-welcome">
      <h2 id="home-welcome" className="m-hero__title">
        {intl.formatMessage(welcome, { appName })}
      </h2>
      <p className="m-hero__text">{intl.formatMessage(messages.tagline)}</p>
      <div className="m-actions">
        <Link to="/login" className="m-link-button">
          {intl.formatMessage(authMessages.login)}
        </Link>
        <Link to="/register" className="m-link-button m-link-button--ghost" data-testid="home-register">
          {intl.formatMessage(authMessages.register)}
        </Link>
      </div>
    </section>
  );
}
