import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { ProductKind } from '../../../../domain/products/products';
import { ProductsList } from '../../../features/products/products-list';
import { productsMessages as m } from '../../../features/products/products.messages';
import { useProductsScreen } from '../../../features/products/use-products-screen';
import '../../../features/wallet/wallet.css';
import '../../../features/products/products.css';
import { PageHeader } from '../../layout/page-header';
import { kindOfPath, MOBILE_PRODUCT_PATH } from './product-kind';
import { verifyPathWithBack } from '../../../features/account/identity/back-path';

/** The phone's title of a kind: the pool is mining here. */
export const mobileTitleOf = (kind: ProductKind) => (kind === 'pool' ? m.mining : m[kind]);

function ProductsBody({ kind }: { kind: ProductKind }) {
  const view = useProductsScreen(kind);
  const here = useLocation().pathname;
  return (
    <ProductsList
      view={view}
      verifyLink={(label) => (
        <Link
          className="wl-action wl-action--primary"
          to={verifyPathWithBack('/setting/verify?type=2', here)}
        >
          {label}
        </Link>
      )}
      loginLink={(label) => (
        <Link className="wl-action wl-action--primary" to="/login" data-testid="product-login">
          {label}
        </Link>
      )}
    />
  );
}

/** /finance, /mining, /fund: one kind's products (public), bought from the card. */
export function ProductsPage() {
  const intl = useIntl();
  const kind = kindOfPath(useLocation().pathname);
  return (
    <>
      <PageHeader
        title={intl.formatMessage(mobileTitleOf(kind))}
        backTo="/"
        right={
          <Link to={`${MOBILE_PRODUCT_PATH[kind]}/record`} data-testid="products-to-records">
            {intl.formatMessage(m.toRecords)}
          </Link>
        }
      />
      <div className="m-page wl-view">
        <ProductsBody key={kind} kind={kind} />
      </div>
    </>
  );
}
