import { useIntl } from 'react-intl';
import type { Pair } from '../../../../domain/market/market';
import type { SpotSizing } from '../../../../domain/spot/spot';
import { spotAmountMessage, spotMessages, spotTotalMessage } from '../spot.messages';
import type { SpotOrderForm } from './use-spot-order';

const SIZINGS: readonly SpotSizing[] = ['amount', 'total'];

/**
 * How much to trade: the amount in the base coin; for a market buy, the trader chooses
 * Amount or Total (the quote coin to spend, "100 USDT"), as the big exchanges offer.
 */
export function OrderSizeField({ pair, form, id }: { pair: Pair; form: SpotOrderForm; id: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const marketBuy = form.type === 'market' && form.side === 'buy';
  return (
    <>
      {marketBuy ? (
        <div className="spot-form__tabs spot-form__sizing" role="group" aria-label={t(spotMessages.sizeBy)}>
          {SIZINGS.map((sizing) => (
            <button
              key={sizing}
              type="button"
              aria-pressed={form.sizing === sizing}
              onClick={() => form.chooseSizing(sizing)}
            >
              {t(sizing === 'amount' ? spotMessages.sizeAmount : spotMessages.total)}
            </button>
          ))}
        </div>
      ) : null}
      {form.spendsTotal ? (
        <label className="spot-form__field" htmlFor={`${id}-total`}>
          <span>{t(spotTotalMessage, { coin: pair.quote })}</span>
          <input
            id={`${id}-total`}
            inputMode="decimal"
            autoComplete="off"
            value={form.typedTotal}
            onChange={(event) => form.typeTotal(event.target.value)}
          />
        </label>
      ) : (
        <label className="spot-form__field" htmlFor={`${id}-amount`}>
          <span>{t(spotAmountMessage, { coin: pair.base })}</span>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            onChange={(event) => form.typeAmount(event.target.value)}
          />
        </label>
      )}
    </>
  );
}
