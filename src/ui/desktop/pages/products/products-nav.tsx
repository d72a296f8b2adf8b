import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import type { ProductKind } from '../../../../domain/products/products';
import { productsMessages as m } from '../../../features/products/products.messages';
import { pcPath } from '../../routes/desktop-routes';

/** The two pages of a product group: what is on offer, and the user's holdings. */
export function ProductsNav({ kind }: { kind: ProductKind }) {
  const intl = useIntl();
  return (
    <nav className="pd-nav" aria-label={intl.formatMessage(m[kind])}>
      <NavLink to={pcPath(`/${kind}/list`)}>{intl.formatMessage(m.toProducts)}</NavLink>
      <NavLink to={pcPath(`/${kind}/record`)} data-testid="products-to-records">
        {intl.formatMessage(m.toRecords)}
      </NavLink>
    </nav>
  );
}
