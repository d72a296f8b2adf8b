import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '../../../shared/common.messages';
import { pcPath } from '../../routes/desktop-routes';
import { HeroChart } from './hero-chart';
import { heroMessages } from './home.messages';

/** First background section: the app name, what it offers and the two main actions. */
export function HeroSection({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  return (
    <section className="dt-home-section dt-home-section--hero" aria-labelledby="home-hero-title">
      <div className="dt-container dt-hero">
        <div className="dt-hero__copy">
          <h1 id="home-hero-title" className="dt-hero__title">
            <span className="dt-hero__brand">{intl.formatMessage(commonMessages.appName)}</span>
            <span>{intl.formatMessage(heroMessages.headline)}</span>
          </h1>
          <p className="dt-hero__tagline">{intl.formatMessage(heroMessages.tagline)}</p>
          <div className="dt-hero__actions">
            {!signedIn && (
              <Link
                to={pcPath('/login/register')}
                className="dt-button dt-button--primary dt-button--large"
                data-testid="home-register"
              >
                {intl.formatMessage(heroMessages.register)}
              </Link>
            )}
            <Link
              to={pcPath('/trade')}
              className={`dt-button dt-button--large ${signedIn ? 'dt-button--primary' : 'dt-button--ghost'}`}
              data-testid="home-trade"
            >
              {intl.formatMessage(heroMessages.trade)}
            </Link>
          </div>
        </div>
        <HeroChart />
      </div>
    </section>
  );
}
