import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Pair } from '../../../../domain/market/market';
import { formatAmount, pairPrecision } from '../../../../domain/precision';
import { spotAmountMessage, spotMessages, spotPriceMessage } from '../spot.messages';
import '../spot.css';
import '../../../shared/kit.css';

interface Props {
  pair: Pair;
  /** The price last picked from the book or the deals, shown in the price field. */
  picked: string | null;
  /** The form factor's ways in: Log in (back to this pair) and Register. */
  actions: ReactNode;
}

/**
 * A visitor's order form (kit-free): the form a trader will fill, read-only, so the terminal
 * looks as it will once signed in; in place of Buy, the ways to log in or register.
 */
export function VisitorOrderForm({ pair, picked, actions }: Props) {
  const intl = useIntl();
  const id = useId();
  const t = intl.formatMessage;
  const price = picked === null ? '' : formatAmount(picked, pairPrecision(pair.base, pair.quote));
  return (
    <section className="spot-form spot-form--buy spot-form--visitor" aria-label={t(spotMessages.title)}>
      <fieldset className="spot-form__read-only" disabled>
        <div className="spot-form__tabs spot-form__sides">
          {(['buy', 'sell'] as const).map((side) => (
            <button
              key={side}
              type="button"
              aria-pressed={side === 'buy'}
              className={`spot-form__side spot-form__side--${side}`}
            >
              {t(spotMessages[side])}
            </button>
          ))}
        </div>
        <label className="spot-form__field" htmlFor={`${id}-price`}>
          <span>{t(spotPriceMessage, { coin: pair.quote })}</span>
          <input id={`${id}-price`} readOnly value={price} />
        </label>
        <label className="spot-form__field" htmlFor={`${id}-amount`}>
          <span>{t(spotAmountMessage, { coin: pair.base })}</span>
          <input id={`${id}-amount`} readOnly value="" />
        </label>
      </fieldset>
      <p className="spot-form__visitor-note">{t(spotMessages.signIn)}</p>
      <div className="kit-visitor-actions">{actions}</div>
    </section>
  );
}
