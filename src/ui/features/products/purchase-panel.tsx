import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { YieldProduct } from '../../../domain/products/products';
import { ConfirmActions } from './confirm-actions';
import { fineAmount, sentAmount } from './product-amounts';
import { productsMessages as m, productsTexts as x } from './products.messages';
import { ReturnChart } from './return-chart';
import type { ProductsView } from './use-products-screen';

/** The confirmation: exactly what is sent, with what it earns, before money moves. */
function PurchaseConfirm({ view, product }: { view: ProductsView; product: YieldProduct }) {
  const intl = useIntl();
  const request = view.toConfirm;
  if (request === null) return null;
  return (
    <div
      className="pd-confirm"
      role="group"
      aria-label={intl.formatMessage(m.confirmTitle)}
      data-testid="purchase-confirm"
    >
      <strong>{intl.formatMessage(m.confirmTitle)}</strong>
      <p>{`${product.name}: ${sentAmount(request.amount, product.coin)} ${product.coin}`}</p>
      {view.expected && (
        <p data-testid="purchase-confirm-return">
          {intl.formatMessage(x.returnFor, {
            days: view.expected.days,
            amount: fineAmount(view.expected.interest, product.coin),
            coin: product.coin,
          })}
        </p>
      )}
      <ConfirmActions
        onCancel={view.back}
        onConfirm={view.confirm}
        sending={view.sending}
        testId="purchase-confirm-button"
      />
    </div>
  );
}

/** The purchase form of the chosen product: amount, its return and chart, the agreement. */
export function PurchasePanel({ view, product }: { view: ProductsView; product: YieldProduct }) {
  const intl = useIntl();
  const id = useId();
  const { draft, expected } = view;
  return (
    <form
      className="pd-purchase"
      data-testid="purchase-form"
      onSubmit={(event) => {
        event.preventDefault();
        view.submit();
      }}
    >
      <label className="wl-field" htmlFor={`${id}-amount`}>
        <span>{intl.formatMessage(x.amount, { coin: product.coin })}</span>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={draft.amount}
          onChange={(event) => view.edit({ amount: event.target.value })}
          aria-invalid={view.refused.has('amount')}
          data-testid="purchase-amount"
        />
      </label>
      {view.available !== null && (
        <p className="wl-muted" data-testid="purchase-available">
          {intl.formatMessage(x.available, { amount: view.available, coin: product.coin })}
        </p>
      )}
      {expected && (
        <>
          <p className="pd-return" data-testid="purchase-return">
            {intl.formatMessage(x.returnFor, {
              days: expected.days,
              amount: fineAmount(expected.interest, product.coin),
              coin: product.coin,
            })}
          </p>
          <ReturnChart curve={expected.curve} label={intl.formatMessage(m.chartLabel)} />
        </>
      )}
      <label className="pd-agree">
        <input
          type="checkbox"
          checked={draft.agreed}
          onChange={(event) => view.edit({ agreed: event.target.checked })}
          aria-invalid={view.refused.has('agreed')}
          data-testid="purchase-agree"
        />
        <span>{intl.formatMessage(m.agreement)}</span>
      </label>
      {view.problem !== null && (
        <p className="wl-error" role="alert" data-testid="purchase-problem">
          {view.problem}
        </p>
      )}
      {view.toConfirm === null ? (
        <div className="pd-actions">
          <button type="button" className="wl-action" onClick={() => view.choose(null)}>
            {intl.formatMessage(m.close)}
          </button>
          <button
            type="submit"
            className="wl-action wl-action--primary"
            disabled={view.sending}
            data-testid="purchase-submit"
          >
            {intl.formatMessage(m.buy)}
          </button>
        </div>
      ) : (
        <PurchaseConfirm view={view} product={product} />
      )}
    </form>
  );
}
