import { useIntl } from 'react-intl';
import { useServices } from '../../../shared/services-context';
import { MarketOverview } from '../../../features/market/overview/market-overview';
import { pcPath } from '../../routes/desktop-routes';
import { useSignedIn } from '../../../shared/session-actor';
import { commonMessages } from '../../../shared/common.messages';
import { routeTitle } from '../../routes/route-titles.messages';
import { useDocumentTitle } from '../shared/use-document-title';
import { AppSection } from './app-section';
import { HeroSection } from './hero-section';
import { ProductsSection } from './products-section';
import './home.css';
import './home-sections.css';

/** /pc/main: SPEC section 2's home with its three full-width background sections. */
export function HomePage() {
  const intl = useIntl();
  const services = useServices();
  const signedIn = useSignedIn();
  useDocumentTitle(intl.formatMessage(routeTitle('desktop.page.main')));

  return (
    <div className="dt-home">
      {services.backendMode === 'demo' && (
        <p className="dt-demo-notice" data-testid="demo-notice">
          <span className="dt-demo-notice__badge">{intl.formatMessage(commonMessages.demoBadge)}</span>
          {intl.formatMessage(commonMessages.demoNotice)}
        </p>
      )}
      <HeroSection signedIn={signedIn} />
      <div className="dt-container">
        <MarketOverview
          pairHref={(symbol) => `${pcPath('/trade')}?symbol=${symbol}`}
          moreHref={pcPath('/market')}
        />
      </div>
      <ProductsSection />
      <AppSection signedIn={signedIn} />
    </div>
  );
}
