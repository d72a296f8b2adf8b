import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Pair } from '../../../../domain/market/market';
import { formatPairPrice } from '../../../../domain/precision';
import {
  spotFractionMessage,
  spotMessages,
  spotPriceMessage,
  spotSubmitBuyMessage,
  spotSubmitSellMessage,
} from '../spot.messages';
import { EnterSubmits } from '../../../shared/enter-submits';
import { FatFingerConfirm } from './fat-finger-confirm';
import { BalancesNote, OrderNotes } from './order-notes';
import { DecimalField } from './decimal-field';
import { OrderSizeField } from './order-size-field';
import { OrderSummary } from './order-summary';
import { useSpotOrder } from './use-spot-order';
import '../spot.css';

const FRACTIONS = ['0.25', '0.5', '0.75', '1'] as const;

/**
 * Buy / sell, limit / market entry of one pair; kit-free, used by both form factors. It
 * reads only the order machine: typing re-renders this form, never the book beside it. Enter in
 * the price or the amount places the order as the button does (the same checks and confirmation).
 */
export function SpotOrderForm({ pair }: { pair: Pair }) {
  const intl = useIntl();
  const id = useId();
  const form = useSpotOrder();
  const t = intl.formatMessage;
  return (
    <section className={`spot-form spot-form--${form.side}`} aria-label={t(spotMessages.title)}>
      <EnterSubmits onSubmit={form.submit}>
        <div className="spot-form__tabs spot-form__sides" role="group" aria-label={t(spotMessages.title)}>
          {(['buy', 'sell'] as const).map((side) => (
            <button
              key={side}
              type="button"
              aria-pressed={form.side === side}
              className={`spot-form__side spot-form__side--${side}`}
              onClick={() => form.chooseSide(side)}
            >
              {t(spotMessages[side])}
            </button>
          ))}
        </div>
        <div className="spot-form__tabs spot-form__types" role="group">
          {(['limit', 'market'] as const).map((orderType) => (
            <button
              key={orderType}
              type="button"
              aria-pressed={form.type === orderType}
              className="spot-form__type"
              onClick={() => form.chooseType(orderType)}
            >
              {t(spotMessages[orderType])}
            </button>
          ))}
        </div>
        {form.type === 'limit' ? (
          <DecimalField
            id={`${id}-price`}
            label={t(spotPriceMessage, { coin: pair.quote })}
            value={form.price}
            onType={form.typePrice}
          />
        ) : (
          <p className="spot-form__line" data-testid="spot-market-price">
            <span>{t(spotMessages.marketPrice)}</span>
            <span>{formatPairPrice(pair.base, pair.quote, form.marketPrice)}</span>
          </p>
        )}
        <OrderSizeField pair={pair} form={form} id={id} />
        <div className="spot-form__fractions" role="group">
          {FRACTIONS.map((share) => (
            <button
              key={share}
              type="button"
              aria-label={t(spotFractionMessage, { percent: Number(share) * 100 })}
              onClick={() => form.useShare(share)}
            >
              {Number(share) * 100}%
            </button>
          ))}
        </div>
        <OrderSummary pair={pair} form={form} />
        <BalancesNote />
        <OrderNotes form={form} />
        {form.confirming ? <FatFingerConfirm pair={pair} form={form} /> : null}
        <button
          type="submit"
          className={`spot-form__submit spot-form__submit--${form.side}`}
          aria-busy={form.busy}
          disabled={form.busy}
        >
          {t(form.side === 'buy' ? spotSubmitBuyMessage : spotSubmitSellMessage, { coin: pair.base })}
        </button>
      </EnterSubmits>
    </section>
  );
}
