import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '../../shared/common.messages';
import { footerRightsMessage, navMessages, shellMessages } from '../desktop.messages';
import { routeTitle } from '../routes/route-titles.messages';
import { pcPath } from '../routes/desktop-routes';
import { AppLogo } from './app-logo';
import { DemoDataReset } from './demo-data-reset';

const ABOUT_PAGES = ['us', 'policy', 'connect', 'protocol', 'legal'] as const;
const PRODUCT_LINKS = [
  { key: 'trade', to: '/trade' },
  { key: 'scontract', to: '/scontract' },
  { key: 'finance', to: '/finance/list' },
  { key: 'subscribe', to: '/subscribe/list' },
  { key: 'pool', to: '/pool/list' },
  { key: 'fund', to: '/fund/list' },
] as const;

/** The footer: what the product is, links to the products and the About pages. */
export function DesktopFooter() {
  const intl = useIntl();
  const app = intl.formatMessage(commonMessages.appName);
  const aboutLabel = intl.formatMessage(shellMessages.footerAbout);
  const productsLabel = intl.formatMessage(shellMessages.footerProducts);

  return (
    <footer className="dt-footer">
      <div className="dt-footer__inner">
        <div className="dt-footer__brand">
          <span className="dt-logo dt-logo--static">
            <AppLogo />
            <span className="dt-logo__name">{app}</span>
          </span>
          <p>{intl.formatMessage(shellMessages.footerTagline)}</p>
        </div>
        <nav className="dt-footer__column" aria-label={productsLabel}>
          <h2>{productsLabel}</h2>
          <ul>
            {PRODUCT_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={pcPath(link.to)}>{intl.formatMessage(navMessages[link.key])}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="dt-footer__column" aria-label={aboutLabel}>
          <h2>{aboutLabel}</h2>
          <ul>
            {ABOUT_PAGES.map((page) => (
              <li key={page}>
                <Link to={pcPath(`/about/${page}`)} data-testid={`footer-about-${page}`}>
                  {intl.formatMessage(routeTitle(`desktop.page.about.${page}`))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="dt-footer__bottom">
        <DemoDataReset />
        <p>{intl.formatMessage(shellMessages.footerRisk)}</p>
        <p>{intl.formatMessage(footerRightsMessage, { year: new Date().getFullYear(), app })}</p>
      </div>
    </footer>
  );
}
