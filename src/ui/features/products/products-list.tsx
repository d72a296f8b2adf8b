import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { withReason } from '../../shared/failure-text';
import { RetryAlert } from '../../shared/retry-alert';
import { productsMessages as m, productsTexts as x } from './products.messages';
import { ProductTerms } from './product-terms';
import { PurchasePanel } from './purchase-panel';
import type { ProductRow, ProductsView } from './use-products-screen';

interface Links {
  /** The form factor's link to identity verification, and to log in. */
  verifyLink: (label: string) => ReactNode;
  loginLink: (label: string) => ReactNode;
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** What a product offers, and either why it cannot be bought, a log-in, or its Buy. */
function ProductCard({ row, view, links }: { row: ProductRow; view: ProductsView } & { links: Links }) {
  const intl = useIntl();
  const { product, figures } = row;
  const open = view.chosen?.id === product.id;
  const action = () => {
    if (row.block !== null)
      return (
        <div className="pd-block" data-testid="product-block">
          <span>{row.block}</span>
          {row.needsIdentity && links.verifyLink(intl.formatMessage(m.verify))}
        </div>
      );
    if (!view.signedIn) return links.loginLink(intl.formatMessage(m.loginToBuy));
    if (open) return <PurchasePanel view={view} product={product} />;
    return (
      <button
        type="button"
        className="wl-action wl-action--primary"
        onClick={() => view.choose(product.id)}
        data-testid="product-buy"
      >
        {intl.formatMessage(m.buy)}
      </button>
    );
  };
  return (
    <li className="wl-card pd-card" data-testid="product-card" data-product={product.id}>
      <h3 className="pd-name">{`${product.name} · ${product.coin}`}</h3>
      <dl className="pd-figures">
        <Figure
          label={intl.formatMessage(m.dailyRate)}
          value={`${figures.dailyRate}%`}
          testId="product-daily-rate"
        />
        <Figure label={intl.formatMessage(m.apr)} value={`${figures.apr}%`} testId="product-apr" />
        {figures.apy !== null && (
          <Figure label={intl.formatMessage(m.apy)} value={`${figures.apy}%`} testId="product-apy" />
        )}
        <Figure
          label={intl.formatMessage(m.term)}
          value={
            product.termDays > 0
              ? intl.formatMessage(x.termDays, { days: product.termDays })
              : intl.formatMessage(m.openEnded)
          }
        />
        <Figure label={intl.formatMessage(m.minimum)} value={`${row.minimum} ${product.coin}`} />
        <Figure label={intl.formatMessage(m.left)} value={`${row.left} ${product.coin}`} />
      </dl>
      <ProductTerms product={product} earlyFee={figures.earlyFee} />
      {action()}
    </li>
  );
}

/** One kind's products (kit-free, both form factors), with the purchase form under the chosen one. */
export function ProductsList({ view, ...links }: { view: ProductsView } & Links) {
  const intl = useIntl();
  if (view.error !== null)
    return (
      <RetryAlert
        text={withReason(intl.formatMessage(m.loadFailed), view.error)}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={view.reload}
      />
    );
  if (view.loading) return <p className="wl-muted wl-state">…</p>;
  if (view.products.length === 0) return <p className="wl-muted wl-state">{intl.formatMessage(m.empty)}</p>;
  return (
    <ul className="pd-list" data-testid="products-list">
      {view.products.map((row) => (
        <ProductCard key={row.product.id} row={row} view={view} links={links} />
      ))}
    </ul>
  );
}
