import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { commonMessages } from '../../shared/common.messages';
import { homeLinkMessage, navMessages, shellMessages } from '../desktop.messages';
import { pathBelowPc, pcPath } from '../routes/desktop-routes';
import { AppLogo } from './app-logo';
import { DESKTOP_NAV_ITEMS, isNavActive } from './desktop-nav-items';
import { HeaderAccount } from './header-account';
import { LanguageSwitcher } from './language-switcher';
import { CustomerServiceButton } from './customer-service-button';

/** The top bar: logo, the SPEC's navigation entries, account links and the language menu. */
export function DesktopHeader() {
  return (
    <DesktopHeaderBar
      actions={
        <>
          <HeaderAccount />
          <CustomerServiceButton />
          <LanguageSwitcher />
        </>
      }
    />
  );
}

/**
 * The top bar around its actions at the right: the app's, and the visitor's that the build
 * paints (first-screen/), so both draw the same bar.
 */
export function DesktopHeaderBar({ actions }: { actions: ReactNode }) {
  const intl = useIntl();
  const current = pathBelowPc(useLocation().pathname);
  const app = intl.formatMessage(commonMessages.appName);

  return (
    <header className="dt-header">
      <div className="dt-header__inner">
        <Link
          to={pcPath('/main')}
          className="dt-logo"
          data-testid="nav-home"
          aria-label={intl.formatMessage(homeLinkMessage, { app })}
        >
          <AppLogo />
          <span className="dt-logo__name">{app}</span>
        </Link>
        <nav className="dt-nav" aria-label={intl.formatMessage(shellMessages.mainNav)}>
          <ul className="dt-nav__list">
            {DESKTOP_NAV_ITEMS.map((item) => {
              const active = isNavActive(current, item.match);
              return (
                <li key={item.key}>
                  <Link
                    to={pcPath(item.to)}
                    className={active ? 'dt-nav__link dt-nav__link--active' : 'dt-nav__link'}
                    aria-current={active ? 'page' : undefined}
                    data-testid={`nav-${item.key}`}
                  >
                    {intl.formatMessage(navMessages[item.key])}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="dt-header__actions">{actions}</div>
      </div>
    </header>
  );
}
