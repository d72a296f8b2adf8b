import { useIntl } from 'react-intl';
import type { Pair } from '../../../../domain/market/market';
import type { SpotSizing } from '../../../../domain/spot/spot';
import { spotAmountMessage, spotMessages, spotTotalMessage } from '../spot.messages';
import { DecimalField } from './decimal-field';
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
        <DecimalField
          id={`${id}-total`}
          label={t(spotTotalMessage, { coin: pair.quote })}
          value={form.typedTotal}
          onType={form.typeTotal}
        />
      ) : (
        <DecimalField
          id={`${id}-amount`}
          label={t(spotAmountMessage, { coin: pair.base })}
          value={form.amount}
          onType={form.typeAmount}
        />
      )}
    </>
  );
}
