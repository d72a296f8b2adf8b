import { useIntl } from 'react-intl';
import type { PayCoin } from '../../../../domain/wallet/coins';
import { availableText, confirmText, transferMessages } from './transfer.messages';
import type { TransferType } from '../../../../domain/wallet/transfer';
import type { useWalletTransfer } from './use-wallet-transfer';

type Transfer = ReturnType<typeof useWalletTransfer>;

/** Spot <-> contract transfer with a confirmation step (kit-free, both form factors). */
export function TransferForm({ transfer, onClose }: { transfer: Transfer; onClose?: () => void }) {
  const intl = useIntl();
  const t = (message: (typeof transferMessages)[keyof typeof transferMessages]) =>
    intl.formatMessage(message);
  const directionText = (type: TransferType) =>
    t(type === 1 ? transferMessages.toContract : transferMessages.toSpot);
  return (
    <section
      className="wl-card wl-transfer"
      aria-labelledby="wl-transfer-title"
      data-testid="wallet-transfer"
    >
      <div className="wl-totals__head">
        <h2 id="wl-transfer-title" className="wl-transfer__title">
          {t(transferMessages.title)}
        </h2>
        {onClose && (
          <button type="button" className="wl-link" onClick={onClose}>
            {t(transferMessages.close)}
          </button>
        )}
      </div>
      <div className="wl-tabs" role="group" aria-label={t(transferMessages.direction)}>
        {([1, 2] as const).map((type) => (
          <button
            key={type}
            type="button"
            className="wl-tab"
            aria-pressed={transfer.type === type}
            onClick={() => transfer.chooseType(type)}
            data-testid={`transfer-type-${type}`}
          >
            {directionText(type)}
          </button>
        ))}
      </div>
      <div className="wl-form-row">
        <label className="wl-field">
          <span>{t(transferMessages.currency)}</span>
          <select
            value={transfer.currency}
            onChange={(event) => transfer.chooseCurrency(event.target.value as PayCoin)}
          >
            {transfer.currencies.map((coin) => (
              <option key={coin} value={coin}>
                {coin}
              </option>
            ))}
          </select>
        </label>
        <label className="wl-field wl-field--grow">
          <span>{t(transferMessages.amount)}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            value={transfer.amount}
            onChange={(event) => transfer.changeAmount(event.target.value)}
            aria-invalid={transfer.refusal !== null}
            data-testid="transfer-amount"
          />
        </label>
        <button type="button" className="wl-action" onClick={transfer.fillMax}>
          {t(transferMessages.max)}
        </button>
      </div>
      <p className="wl-muted" data-testid="transfer-available">
        {intl.formatMessage(availableText, { amount: transfer.available, coin: transfer.currency })}
      </p>
      {transfer.refusal !== null && (
        <p className="wl-error" role="alert">
          {transfer.refusal}
        </p>
      )}
      {transfer.failure !== null && (
        <p className="wl-error" role="alert">
          {`${t(transferMessages.failed)} ${transfer.failure}`}
        </p>
      )}
      {transfer.succeeded && (
        <p className="wl-success" role="status">
          {t(transferMessages.success)}
        </p>
      )}
      {transfer.pending === null ? (
        <button type="button" className="wl-action wl-action--primary wl-submit" onClick={transfer.review}>
          {t(transferMessages.next)}
        </button>
      ) : (
        <div className="wl-confirm" role="group" aria-label={t(transferMessages.confirm)}>
          <p data-testid="transfer-confirm-text">
            {intl.formatMessage(confirmText, {
              amount: transfer.pending.amount,
              coin: transfer.pending.currency,
              direction: directionText(transfer.pending.type === 2 ? 2 : 1),
            })}
          </p>
          <div className="wl-form-row">
            <button type="button" className="wl-action" onClick={transfer.cancel} disabled={transfer.sending}>
              {t(transferMessages.cancel)}
            </button>
            <button
              type="button"
              className="wl-action wl-action--primary"
              onClick={transfer.confirm}
              disabled={transfer.sending}
              aria-busy={transfer.sending}
              data-testid="transfer-confirm"
            >
              {t(transfer.sending ? transferMessages.sending : transferMessages.confirm)}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
