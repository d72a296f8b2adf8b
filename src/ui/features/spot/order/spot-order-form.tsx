import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import type { Pair } from '../../../../domain/market/market';
import { formatAmount, pairPrecision } from '../../../../domain/precision';
import {
  spotAmountMessage,
  spotFractionMessage,
  spotMessages,
  spotPriceMessage,
  spotSubmitBuyMessage,
  spotSubmitSellMessage,
} from '../spot.messages';
import { spotProblemText } from './spot-problem-text';
import { useSpotOrder } from './use-spot-order';
import '../spot.css';

const FRACTIONS = ['0.25', '0.5', '0.75', '1'] as const;

interface SpotOrderFormProps {
  pair: Pair;
  bestAsk: string | null;
  bestBid: string | null;
  /** A price picked from the book; each new pick fills the price field. */
  picked: string | null;
}

/** Buy / sell, limit / market entry of one pair; kit-free, used by both form factors. */
export function SpotOrderForm({ pair, bestAsk, bestBid, picked }: SpotOrderFormProps) {
  const intl = useIntl();
  const id = useId();
  const form = useSpotOrder(pair, bestAsk, bestBid);
  const { order } = form;
  useEffect(() => {
    if (picked) order.send({ type: 'price.change', value: picked });
  }, [order, picked]);
  const priceCoin = pair.quote;
  const places = pairPrecision(pair.base, pair.quote);
  const problem = form.refusal ? spotProblemText(intl, form.refusal) : form.failure;
  return (
    <section className="spot-form" aria-label={intl.formatMessage(spotMessages.title)}>
      <div className="spot-form__tabs" role="group" aria-label={intl.formatMessage(spotMessages.title)}>
        {(['buy', 'sell'] as const).map((side) => (
          <button
            key={side}
            type="button"
            aria-pressed={form.side === side}
            className={`spot-form__side spot-form__side--${side}`}
            onClick={() => order.send({ type: 'side.choose', side })}
          >
            {intl.formatMessage(spotMessages[side])}
          </button>
        ))}
      </div>
      <div className="spot-form__tabs" role="group">
        {(['limit', 'market'] as const).map((orderType) => (
          <button
            key={orderType}
            type="button"
            aria-pressed={form.type === orderType}
            className="spot-form__type"
            onClick={() => order.send({ type: 'type.choose', orderType })}
          >
            {intl.formatMessage(spotMessages[orderType])}
          </button>
        ))}
      </div>
      {form.type === 'limit' ? (
        <label className="spot-form__field" htmlFor={`${id}-price`}>
          {intl.formatMessage(spotPriceMessage, { coin: priceCoin })}
          <input
            id={`${id}-price`}
            inputMode="decimal"
            autoComplete="off"
            value={form.price}
            onChange={(event) => order.send({ type: 'price.change', value: event.target.value })}
          />
        </label>
      ) : (
        <p className="spot-form__line">
          {intl.formatMessage(spotMessages.marketPrice)}:{' '}
          {formatAmount(form.side === 'buy' ? bestAsk : bestBid, places)}
        </p>
      )}
      <label className="spot-form__field" htmlFor={`${id}-amount`}>
        {intl.formatMessage(spotAmountMessage, { coin: pair.base })}
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          onChange={(event) => order.send({ type: 'amount.change', value: event.target.value })}
        />
      </label>
      <div className="spot-form__fractions" role="group">
        {FRACTIONS.map((share) => (
          <button
            key={share}
            type="button"
            aria-label={intl.formatMessage(spotFractionMessage, { percent: Number(share) * 100 })}
            onClick={() => order.send({ type: 'amount.change', value: form.fraction(share) })}
          >
            {Number(share) * 100}%
          </button>
        ))}
      </div>
      <dl className="spot-form__summary">
        <dt>{intl.formatMessage(spotMessages.available)}</dt>
        <dd>
          {formatAmount(form.available, 8)} {form.side === 'buy' ? pair.quote : pair.base}
        </dd>
        <dt>{intl.formatMessage(spotMessages.total)}</dt>
        <dd>
          {formatAmount(form.total, 8)} {pair.quote}
        </dd>
        <dt>{intl.formatMessage(spotMessages.fee)}</dt>
        <dd>
          {formatAmount(form.fee, 8)} {pair.quote}
        </dd>
      </dl>
      {problem ? (
        <p className="spot-form__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {form.confirming ? (
        <div
          className="spot-form__confirm"
          role="alertdialog"
          aria-label={intl.formatMessage(spotMessages.confirmTitle)}
        >
          <p>{intl.formatMessage(spotMessages.confirmTitle)}</p>
          <button type="button" onClick={() => order.send({ type: 'confirm' })}>
            {intl.formatMessage(spotMessages.confirm)}
          </button>
          <button type="button" onClick={() => order.send({ type: 'dismiss' })}>
            {intl.formatMessage(spotMessages.dismiss)}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className={`spot-form__submit spot-form__submit--${form.side}`}
        aria-busy={form.busy}
        disabled={form.busy}
        onClick={() => order.send({ type: 'submit' })}
      >
        {intl.formatMessage(form.side === 'buy' ? spotSubmitBuyMessage : spotSubmitSellMessage, {
          coin: pair.base,
        })}
      </button>
      <p className="spot-form__hint" aria-live="polite">
        {form.created > 0 ? intl.formatMessage(spotMessages.created) : ''}
      </p>
    </section>
  );
}
