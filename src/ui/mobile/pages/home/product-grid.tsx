import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LineIcon } from '../../layout/line-icon';
import { useSoonToast } from '../../shared/use-soon-toast';
import { PRODUCTS, productMessages } from './products';

const messages = defineMessages({
  heading: { id: 'mobile.home.products', defaultMessage: 'Products' },
});

/** The product entries: a link where the screen exists, an 'opens soon' toast elsewhere. */
export function ProductGrid() {
  const intl = useIntl();
  const soon = useSoonToast();
  return (
    <section aria-labelledby="home-products">
      <h2 id="home-products" className="m-section-title">
        {intl.formatMessage(messages.heading)}
      </h2>
      <ul className="m-grid">
        {PRODUCTS.map(({ key, icon, to }) => {
          const label = intl.formatMessage(productMessages[key]);
          const content = (
            <>
              <span className="m-grid__icon">
                <LineIcon d={icon} size={22} />
              </span>
              <span className="m-grid__label">{label}</span>
            </>
          );
          return (
            <li key={key}>
              {to ? (
                <Link to={to} className="m-grid__entry" data-testid={`product-${key}`}>
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className="m-grid__entry"
                  data-testid={`product-${key}`}
                  onClick={() => soon(label)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
