import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { assetMessages } from './assets.messages';
import type { useTransfer } from './use-transfer';
import { MAX_AMOUNT_LENGTH } from '../../../../domain/precision';

/** The transfer form's fields; the submit button comes from the form factor's kit. */
export function TransferFields({
  transfer,
  submit,
}: {
  transfer: ReturnType<typeof useTransfer>;
  submit: ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <form
      className="ct-transfer"
      aria-label={intl.formatMessage(assetMessages.transferTitle)}
      onSubmit={(event) => {
        event.preventDefault();
        transfer.submit();
      }}
    >
      <h3 className="ct-subtitle">{intl.formatMessage(assetMessages.transferTitle)}</h3>
      <label className="ct-label" htmlFor={`${id}-type`}>
        {intl.formatMessage(assetMessages.transferDirection)}
      </label>
      <select
        id={`${id}-type`}
        className="ct-select"
        value={transfer.type}
        onChange={(event) => transfer.changeType(event.target.value === '2' ? 2 : 1)}
        data-testid="contract-transfer-type"
      >
        <option value={1}>{intl.formatMessage(assetMessages.transferIn)}</option>
        <option value={2}>{intl.formatMessage(assetMessages.transferOut)}</option>
      </select>
      <label className="ct-label" htmlFor={`${id}-amount`}>
        {intl.formatMessage(assetMessages.transferAmount)}
      </label>
      <input
        id={`${id}-amount`}
        className="ct-input"
        inputMode="decimal"
        maxLength={MAX_AMOUNT_LENGTH}
        autoComplete="off"
        value={transfer.amount}
        onChange={(event) => transfer.changeAmount(event.target.value)}
        data-testid="transfer-amount"
      />
      <label className="ct-label" htmlFor={`${id}-currency`}>
        {intl.formatMessage(assetMessages.transferCurrency)}
      </label>
      <select
        id={`${id}-currency`}
        className="ct-select"
        value={transfer.currency}
        onChange={(event) => transfer.changeCurrency(event.target.value === 'USDC' ? 'USDC' : 'USDT')}
      >
        {transfer.currencies.map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </select>
      {transfer.refusal !== null && (
        <p className="ct-problem" role="alert">
          {transfer.refusal}
        </p>
      )}
      {submit}
    </form>
  );
}
