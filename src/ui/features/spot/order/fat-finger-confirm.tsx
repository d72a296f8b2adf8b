import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Pair } from '../../../../domain/market/market';
import { formatPairPrice } from '../../../../domain/precision';
import { spotConfirmBodyMessage, spotMessages } from '../spot.messages';
import type { SpotOrderForm } from './use-spot-order';

/**
 * Asked before a limit price more than 10 % through the market is sent: most likely a typing
 * slip that would trade at once at a loss. Focus moves to the safe choice.
 */
export function FatFingerConfirm({ pair, form }: { pair: Pair; form: SpotOrderForm }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const safe = useRef<HTMLButtonElement>(null);
  useEffect(() => safe.current?.focus(), []);
  const price = (value: string | null) => formatPairPrice(pair.base, pair.quote, value);
  return (
    <div className="spot-form__confirm" role="alertdialog" aria-label={t(spotMessages.confirmTitle)}>
      <p className="spot-form__confirm-title">{t(spotMessages.confirmTitle)}</p>
      <p>
        {t(spotConfirmBodyMessage, {
          side: t(spotMessages[form.side]),
          price: price(form.price),
          market: price(form.marketPrice),
        })}
      </p>
      <div className="spot-form__confirm-actions">
        <button ref={safe} type="button" onClick={form.dismiss}>
          {t(spotMessages.dismiss)}
        </button>
        <button type="button" className="spot-form__confirm-go" onClick={form.confirm}>
          {t(spotMessages.confirm)}
        </button>
      </div>
    </div>
  );
}
