import { useIntl } from 'react-intl';
import { useFirstScreenHandover } from '../../../shared/use-first-screen-handover';
import { useServices } from '../../../shared/services-context';
import { MarketOverview } from '../../../features/market/overview/market-overview';
import { pcPath } from '../../routes/desktop-routes';
import { useSignedIn } from '../../../shared/session-actor';
import { routeTitle } from '../../routes/route-titles.messages';
import { useDocumentTitle } from '../shared/use-document-title';
import { AppSection } from './app-section';
import { HomeScreen } from './home-screen';
import { ProductsSection } from './products-section';
import './home.css';
import './home-sections.css';

/** /pc/main: SPEC section 2's home with its three full-width background sections. */
export function HomePage() {
  const intl = useIntl();
  const services = useServices();
  const signedIn = useSignedIn();
  useDocumentTitle(intl.formatMessage(routeTitle('desktop.page.main')));

  useFirstScreenHandover();

  return (
    <HomeScreen
      demo={services.backendMode === 'demo'}
      signedIn={signedIn}
      markets={
        <MarketOverview
          pairHref={(symbol) => `${pcPath('/trade')}?symbol=${symbol}`}
          moreHref={pcPath('/market')}
        />
      }
    >
      <ProductsSection />
      <AppSection signedIn={signedIn} />
    </HomeScreen>
  );
}
