import { useId } from 'react';
import { useIntl } from 'react-intl';
import { groupThousands, MAX_AMOUNT_LENGTH } from '../../../domain/precision';
import { useFailureText, withReason } from '../../shared/failure-text';
import { convertMessages as m, convertProblemMessages, convertTexts as x } from './convert.messages';
import { ConvertConfirm } from './convert-confirm';
import type { ConvertView } from './use-convert';
import { EnterSubmits } from '../../shared/enter-submits';
import { RetryAlert } from '../../shared/retry-alert';

function CoinSelect({
  label,
  value,
  coins,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  coins: readonly string[];
  onChange: (coin: string) => void;
  testId: string;
}) {
  return (
    <label className="wl-field fx-coin">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {(coins.includes(value) ? coins : [value, ...coins]).map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The quote: rate, fee, what arrives, and the seconds it still holds (server time). */
function QuoteFigures({ view }: { view: ConvertView }) {
  const intl = useIntl();
  const { quote } = view;
  if (quote === null)
    return (
      <p className="wl-muted fx-quote-empty">{intl.formatMessage(view.quoting ? m.quoting : m.noQuote)}</p>
    );
  return (
    <div>
      <dl
        className="fx-figures"
        data-testid="convert-quote"
        data-quote-id={quote.id}
        aria-busy={view.quoting}
      >
        <div>
          <dt>{intl.formatMessage(m.rate)}</dt>
          <dd data-testid="convert-rate">
            {intl.formatMessage(x.rateValue, {
              from: quote.from,
              to: quote.to,
              rate: groupThousands(quote.rate),
            })}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.fee)}</dt>
          <dd>{`${quote.fee} ${quote.to}`}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.receive)}</dt>
          <dd className="fx-receive" data-testid="convert-receive">{`${quote.toAmount} ${quote.to}`}</dd>
        </div>
      </dl>
      <p className="fx-countdown" role="timer" aria-live="off" data-testid="convert-countdown">
        {view.quoting
          ? intl.formatMessage(m.quoting)
          : intl.formatMessage(x.countdown, { seconds: quote.secondsLeft })}
      </p>
    </div>
  );
}

/** The flash exchange form (kit-free, both form factors): coins, amount with Max, the live quote. */
export function ConvertForm({ view }: { view: ConvertView }) {
  const intl = useIntl();
  const id = useId();
  const failureText = useFailureText(convertProblemMessages);
  const problem = view.refusal === null ? null : intl.formatMessage(convertProblemMessages[view.refusal]);
  return (
    <section className="wl-card fx-form" aria-labelledby={`${id}-title`} data-testid="convert-form">
      {/* Enter in the amount reviews the quote as Exchange does (the machine hears a review only
          while a quote is shown): only a press confirms it. */}
      <EnterSubmits onSubmit={view.review}>
        <h2 id={`${id}-title`} className="wl-transfer__title">
          {intl.formatMessage(m.title)}
        </h2>
        <div className="fx-pair">
          <CoinSelect
            label={intl.formatMessage(m.from)}
            value={view.fromCoin}
            coins={view.coins}
            onChange={view.chooseFrom}
            testId="convert-from"
          />
          <button
            type="button"
            className="wl-action fx-swap"
            onClick={view.swap}
            aria-label={intl.formatMessage(m.swap)}
            data-testid="convert-swap"
          >
            ⇄
          </button>
          <CoinSelect
            label={intl.formatMessage(m.to)}
            value={view.toCoin}
            coins={view.coins}
            onChange={view.chooseTo}
            testId="convert-to"
          />
        </div>
        {view.configError !== null && (
          <RetryAlert
            text={withReason(intl.formatMessage(m.configFailed), view.configError)}
            retryLabel={intl.formatMessage(m.retry)}
            onRetry={view.reloadConfig}
          />
        )}
        <div className="wl-form-row">
          <label className="wl-field wl-field--grow">
            <span>{intl.formatMessage(m.amount)}</span>
            <input
              inputMode="decimal"
              autoComplete="off"
              maxLength={MAX_AMOUNT_LENGTH}
              value={view.amount}
              onChange={(event) => view.changeAmount(event.target.value)}
              aria-invalid={problem !== null}
              data-testid="convert-amount"
            />
          </label>
          <button type="button" className="wl-action fx-max" onClick={view.max}>
            {intl.formatMessage(m.max)}
          </button>
        </div>
        <p className="wl-muted fx-limits">
          {view.available !== null && (
            <span data-testid="convert-available">
              {intl.formatMessage(x.available, { amount: view.available, coin: view.fromCoin })}
            </span>
          )}
          {view.minimum !== null && (
            <span>{intl.formatMessage(x.minimum, { amount: view.minimum, coin: view.fromCoin })}</span>
          )}
        </p>
        {problem !== null && (
          <p className="wl-error" role="alert">
            {problem}
          </p>
        )}
        <div className="fx-quote" aria-label={intl.formatMessage(m.quote)} role="group">
          <QuoteFigures view={view} />
        </div>
        {view.failed && view.failure !== null && (
          <p className="wl-error" role="alert">
            {`${intl.formatMessage(x.failed, { message: failureText(view.failure) })} `}
            <button type="button" className="wl-link" onClick={view.retry}>
              {intl.formatMessage(m.retry)}
            </button>
          </p>
        )}
        <ConvertConfirm view={view} />
      </EnterSubmits>
    </section>
  );
}
