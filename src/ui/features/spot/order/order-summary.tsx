import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Pair } from '../../../../domain/market/market';
import {
  formatAmount,
  formatCoinAmount,
  formatFineAmount,
  formatPairPrice,
  mul,
} from '../../../../domain/precision';
import { SPOT_FEE_RATE } from '../../../../domain/spot/spot-rules';
import { spotFeeRateMessage, spotMessages, spotPartialMessage } from '../spot.messages';
import type { SpotOrderForm } from './use-spot-order';

/** The fee rate as a percentage ('0.001' -> '0.1'). */
const FEE_PERCENT = formatAmount(mul(SPOT_FEE_RATE, '100'), 2).replace(/\.?0+$/, '');

/**
 * Available (per coin, as the assets show it), total and fee (to the cut: a fee under a cent
 * stays readable); before a market order also the average price, slippage and
 * fee the book shown implies (DESIGN: shown before, not warned after).
 */
export function OrderSummary({ pair, form }: { pair: Pair; form: SpotOrderForm }) {
  const intl = useIntl();
  const id = useId();
  const t = intl.formatMessage;
  const preview = form.preview;
  const payCoin = form.side === 'buy' ? pair.quote : pair.base;
  return (
    <>
      <dl className="spot-form__summary">
        <dt>{t(spotMessages.available)}</dt>
        <dd data-testid="spot-available">
          {formatCoinAmount(form.available, payCoin)} {payCoin}
        </dd>
        <dt>{t(spotMessages.total)}</dt>
        <dd data-testid="spot-total">
          {formatFineAmount(preview ? preview.total : form.total, pair.quote)} {pair.quote}
        </dd>
        <dt>{t(spotFeeRateMessage, { rate: FEE_PERCENT })}</dt>
        <dd data-testid="spot-fee">
          {formatFineAmount(preview ? preview.fee : form.fee, pair.quote)} {pair.quote}
        </dd>
      </dl>
      {preview ? (
        <div className="spot-form__preview" aria-live="polite">
          <p className="spot-form__preview-title" id={`${id}-estimate`}>
            {t(spotMessages.estimate)}
          </p>
          <dl className="spot-form__summary" aria-labelledby={`${id}-estimate`}>
            {form.spendsTotal ? (
              <>
                <dt>{t(spotMessages.expectedAmount)}</dt>
                <dd data-testid="spot-expected-amount">
                  {formatCoinAmount(preview.amount, pair.base)} {pair.base}
                </dd>
              </>
            ) : null}
            <dt>{t(spotMessages.average)}</dt>
            <dd data-testid="spot-average">{formatPairPrice(pair.base, pair.quote, preview.averagePrice)}</dd>
            <dt>{t(spotMessages.slippage)}</dt>
            <dd data-testid="spot-slippage">
              {preview.slippage === null ? '--' : `${formatAmount(mul(preview.slippage, '100'), 3)}%`}
            </dd>
          </dl>
        </div>
      ) : null}
      {preview && !preview.complete ? (
        <p className="spot-form__note">
          {t(spotPartialMessage, { amount: formatCoinAmount(preview.amount, pair.base), coin: pair.base })}
        </p>
      ) : null}
    </>
  );
}
