import { Link, useLocation } from 'react-router-dom';
import { ProductsList } from '../../../features/products/products-list';
import { useProductsScreen } from '../../../features/products/use-products-screen';
import '../../../features/wallet/wallet.css';
import '../../../features/products/products.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { PageHeader } from '../shared/page-header';
import { kindOfRoute } from './product-kind';
import { ProductsNav } from './products-nav';
import { verifyPathWithBack } from '../../../features/account/identity/back-path';

/** /pc/finance/list, /pc/pool/list, /pc/fund/list: the products with their honest numbers (public). */
export function ProductsPage({ route, group }: DesktopPageProps) {
  const kind = kindOfRoute(route);
  // A new kind is a new screen: the key starts it afresh.
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        <ProductsNav kind={kind} />
        <ProductsBody key={kind} kind={kind} />
      </div>
    </>
  );
}

function ProductsBody({ kind }: { kind: ReturnType<typeof kindOfRoute> }) {
  const view = useProductsScreen(kind);
  const here = useLocation().pathname;
  return (
    <ProductsList
      view={view}
      verifyLink={(label) => (
        <Link
          className="wl-action wl-action--primary"
          to={verifyPathWithBack(pcPath('/setting/verify'), here)}
        >
          {label}
        </Link>
      )}
      loginLink={(label) => (
        <Link
          className="wl-action wl-action--primary"
          to={pcPath('/login/login')}
          data-testid="product-login"
        >
          {label}
        </Link>
      )}
    />
  );
}
