import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CONTRACT_BASES } from '../../../../domain/contract/contract-pairs';
import { QUICK_FRACTIONS } from '../../../../domain/contract/quick-amount';
import { percentOf } from '../../../../domain/contract/percent';
import type { PayCoin } from '../../../../domain/wallet/coins';
import {
  amountPlaceholder,
  availableText,
  contractMessages,
  durationText,
  fractionLabel,
  incomeRateText,
} from '../contract.messages';
import type { OrderForm } from './use-order-form';
import { assetMessages } from '../assets/assets.messages';
import { MAX_AMOUNT_LENGTH } from '../../../../domain/precision';

/** Pair, durations, amount with quick fractions and pay coin: the kit-free part of the form. */
export function OrderFields({ form, onTransfer }: { form: OrderForm; onTransfer?: () => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="ct-fields">
      <div className="ct-row">
        <label className="ct-label" htmlFor={`${id}-pair`}>
          {intl.formatMessage(contractMessages.pairLabel)}
        </label>
        <select
          id={`${id}-pair`}
          className="ct-select"
          value={form.baseCoin}
          onChange={(event) => form.choosePair(event.target.value)}
        >
          {CONTRACT_BASES.map((base) => (
            <option key={base} value={base}>{`${base}/${form.payCoin}`}</option>
          ))}
        </select>
        <span className="ct-price" aria-live="polite">
          {intl.formatMessage(contractMessages.priceLabel)}{' '}
          <strong className={form.disabled ? 'ct-price--stale' : undefined}>{form.price ?? '--'}</strong>
        </span>
      </div>
      <fieldset className="ct-fieldset">
        <legend className="ct-label">{intl.formatMessage(contractMessages.durationLabel)}</legend>
        <div className="ct-durations">
          {form.durations.map((d) => (
            <button
              key={d.second}
              type="button"
              className="ct-duration"
              aria-pressed={d.second === form.second}
              onClick={() => form.chooseDuration(d.second)}
            >
              <span className="ct-duration__time">
                {intl.formatMessage(durationText, { second: d.second })}
              </span>
              <span className="ct-duration__rate">
                {intl.formatMessage(incomeRateText, { rate: d.rate })}
              </span>
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="ct-fieldset">
        <legend className="ct-label">{intl.formatMessage(contractMessages.payCoinLabel)}</legend>
        <div className="ct-segments">
          {form.payCoins.map((coin: PayCoin) => (
            <button
              key={coin}
              type="button"
              className="ct-segment"
              aria-pressed={coin === form.payCoin}
              onClick={() => form.choosePayCoin(coin)}
            >
              {coin}
            </button>
          ))}
        </div>
      </fieldset>
      <label className="ct-label" htmlFor={`${id}-amount`}>
        {intl.formatMessage(contractMessages.amountLabel)}
      </label>
      <div className="ct-amount">
        <input
          id={`${id}-amount`}
          className="ct-input"
          inputMode="decimal"
          maxLength={MAX_AMOUNT_LENGTH}
          autoComplete="off"
          value={form.openAmount}
          placeholder={
            form.minimum ? intl.formatMessage(amountPlaceholder, { min: form.minimum }) : undefined
          }
          onChange={(event) => form.changeAmount(event.target.value)}
          data-testid="open-amount"
        />
        <span className="ct-amount__coin">{form.payCoin}</span>
      </div>
      <div className="ct-fractions">
        {QUICK_FRACTIONS.map((fraction) => {
          const percent = `${percentOf(fraction, 0)}%`;
          return (
            <button
              key={fraction}
              type="button"
              className="ct-fraction"
              aria-label={intl.formatMessage(fractionLabel, { percent })}
              disabled={form.available === null}
              onClick={() => form.useFraction(fraction)}
            >
              {percent}
            </button>
          );
        })}
      </div>
      <p className="ct-muted ct-available">
        <span data-testid="available">
          {intl.formatMessage(availableText, { amount: form.available ?? '--', coin: form.payCoin })}
        </span>
        {onTransfer && (
          <button type="button" className="ct-link" onClick={onTransfer} data-testid="available-transfer">
            {intl.formatMessage(assetMessages.transferSubmit)}
          </button>
        )}
      </p>
    </div>
  );
}
