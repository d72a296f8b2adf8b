import { useIntl } from 'react-intl';
import { convertMessages as m, convertTexts as x } from './convert.messages';
import type { ConvertView } from './use-convert';
import { exchangeFigures } from './convert-figures';

/**
 * What follows the quote: the Exchange button, then the confirmation of exactly the figures
 * on screen (a renewed quote says so and waits for a new press), then the outcome.
 */
export function ConvertConfirm({ view }: { view: ConvertView }) {
  const intl = useIntl();
  const { quote, result } = view;
  if (view.done && result !== null)
    return (
      <div className="fx-outcome" data-testid="convert-done">
        <p className="wl-success" role="status">
          {intl.formatMessage(x.done, {
            ...exchangeFigures(result),
            from: result.fromCoin,
            to: result.toCoin,
          })}
        </p>
        <button type="button" className="wl-action wl-submit" onClick={view.again}>
          {intl.formatMessage(m.again)}
        </button>
      </div>
    );
  if (view.unknown)
    return (
      <div className="fx-outcome" data-testid="convert-unknown">
        <p className="wl-error" role="alert">
          {intl.formatMessage(m.unknown)}
        </p>
        <button type="button" className="wl-action wl-submit" onClick={view.again}>
          {intl.formatMessage(m.again)}
        </button>
      </div>
    );
  if (!view.confirming && !view.executing)
    return (
      <button
        type="submit"
        className="wl-action wl-action--primary wl-submit"
        disabled={!view.canReview}
        data-testid="convert-review"
      >
        {intl.formatMessage(m.review)}
      </button>
    );
  return (
    <div
      className="wl-confirm fx-confirm"
      role="group"
      aria-label={intl.formatMessage(m.confirmTitle)}
      data-testid="convert-confirm"
    >
      <h3 className="fx-confirm__title">{intl.formatMessage(m.confirmTitle)}</h3>
      {view.notice === 'expired' && (
        <p className="fx-notice" role="alert" data-testid="convert-renewed">
          {intl.formatMessage(m.expiredNotice)}
        </p>
      )}
      {quote !== null && (
        <p className="wl-muted" data-testid="convert-confirm-rate">
          {`${intl.formatMessage(x.rateValue, { from: quote.from, to: quote.to, rate: quote.rate })} · ${intl.formatMessage(x.countdown, { seconds: quote.secondsLeft })}`}
        </p>
      )}
      {quote !== null && (
        <p data-testid="convert-confirm-text">
          {intl.formatMessage(x.confirmText, {
            fromAmount: quote.fromAmount,
            from: quote.from,
            toAmount: quote.toAmount,
            to: quote.to,
          })}
        </p>
      )}
      <div className="wl-form-row">
        <button type="button" className="wl-action" onClick={view.cancel} disabled={view.executing}>
          {intl.formatMessage(m.cancel)}
        </button>
        <button
          type="button"
          className="wl-action wl-action--primary"
          disabled={!view.canConfirm || quote === null}
          aria-busy={view.executing}
          onClick={() => quote && view.confirm(quote.id)}
          data-testid="convert-confirm-button"
        >
          {intl.formatMessage(view.executing ? m.executing : m.confirm)}
        </button>
      </div>
    </div>
  );
}
