import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { pcPath } from '../../routes/desktop-routes';
import { productMessages as m } from './home.messages';
import { ProductIcon, type ProductKey } from './product-icons';

interface Product {
  key: ProductKey;
  to: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const PRODUCTS: readonly Product[] = [
  { key: 'spot', to: '/trade', title: m.spotTitle, text: m.spotText },
  { key: 'scontract', to: '/scontract', title: m.scontractTitle, text: m.scontractText },
  { key: 'finance', to: '/finance/list', title: m.financeTitle, text: m.financeText },
  { key: 'subscribe', to: '/subscribe/list', title: m.subscribeTitle, text: m.subscribeText },
  { key: 'pool', to: '/pool/list', title: m.poolTitle, text: m.poolText },
  { key: 'fund', to: '/fund/list', title: m.fundTitle, text: m.fundText },
];

/** Second background section: one card per product, each leading to its page. */
export function ProductsSection() {
  const intl = useIntl();
  return (
    <section className="dt-home-section dt-home-section--products" aria-labelledby="home-products-title">
      <div className="dt-container">
        <h2 id="home-products-title" className="dt-section-title">
          {intl.formatMessage(m.title)}
        </h2>
        <p className="dt-section-subtitle">{intl.formatMessage(m.subtitle)}</p>
        <ul className="dt-product-grid">
          {PRODUCTS.map((product) => (
            <li key={product.key}>
              <Link
                to={pcPath(product.to)}
                className="dt-product-card"
                data-testid={`home-product-${product.key}`}
              >
                <span className="dt-product-card__icon">
                  <ProductIcon product={product.key} />
                </span>
                <h3 className="dt-product-card__title">{intl.formatMessage(product.title)}</h3>
                <p className="dt-product-card__text">{intl.formatMessage(product.text)}</p>
                <span className="dt-product-card__more" aria-hidden="true">
                  {intl.formatMessage(m.explore)} →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
