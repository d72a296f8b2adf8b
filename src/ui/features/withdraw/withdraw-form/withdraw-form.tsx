import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MAX_AMOUNT_LENGTH } from '../../../../domain/precision';
import type { WithdrawForm as Form } from '../../../../domain/withdraw/withdrawal';
import { availableText, feeText, frozenText, receivedText, withdrawalMessages } from '../withdrawal.messages';
import type { WithdrawScreenView } from './use-withdraw-screen';
import { EmailCodeField } from './withdraw-code-field';

/** The withdraw form: coin, network, a saved or typed address, amount with Max, fee, password, code. */
export function WithdrawFormBody({
  view,
  addressBookLink,
}: {
  view: WithdrawScreenView;
  addressBookLink: React.ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { form } = view;
  const [typing, setTyping] = useState(view.savedOptions.length === 0);
  const coin = form.coin;
  return (
    <form
      className="wf-form"
      aria-label={t(withdrawalMessages.title)}
      onSubmit={(event) => {
        event.preventDefault();
        view.submit();
      }}
    >
      <div className="wf-row wf-row--pair">
        <div className="wf-field">
          <label htmlFor="wf-coin">{t(withdrawalMessages.coin)}</label>
          <select id="wf-coin" value={coin} onChange={(e) => view.chooseCoin(e.target.value as Form['coin'])}>
            {view.coins.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <div className="wf-field">
          <label htmlFor="wf-network">{t(withdrawalMessages.network)}</label>
          <select
            id="wf-network"
            value={form.network}
            onChange={(e) => view.chooseNetwork(e.target.value as Form['network'])}
          >
            {view.networks.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
      </div>
      {typing ? (
        <div className="wf-field">
          <label htmlFor="wf-address">{t(withdrawalMessages.address)}</label>
          <input
            id="wf-address"
            value={form.addressId === null ? form.address : ''}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => view.typeAddress(e.target.value)}
            data-testid="withdraw-address"
          />
        </div>
      ) : (
        <div className="wf-field">
          <label htmlFor="wf-saved">{t(withdrawalMessages.savedAddress)}</label>
          <select
            id="wf-saved"
            value={form.addressId ?? ''}
            onChange={(e) => view.chooseSaved(e.target.value)}
            data-testid="withdraw-saved-address"
          >
            <option value="">{t(withdrawalMessages.chooseSaved)}</option>
            {view.savedOptions.map((option) => (
              <option key={option.id} value={option.id} disabled={option.locked !== null}>
                {option.locked ? `${option.label} (${option.locked})` : option.label}
              </option>
            ))}
          </select>
          {view.savedOptions.length === 0 && <p className="wf-muted">{t(withdrawalMessages.noSaved)}</p>}
        </div>
      )}
      <div className="wf-links">
        <button
          type="button"
          className="wf-link"
          onClick={() => {
            setTyping(!typing);
            view.typeAddress('');
          }}
          data-testid="withdraw-address-mode"
        >
          {t(typing ? withdrawalMessages.useSaved : withdrawalMessages.typeAddress)}
        </button>
        {addressBookLink}
      </div>
      {view.lookalikeWarning && (
        <p className="wd-warning" role="alert" data-testid="withdraw-lookalike">
          {view.lookalikeWarning}
        </p>
      )}
      <div className="wf-field">
        <label htmlFor="wf-amount">{`${t(withdrawalMessages.amount)} (${coin})`}</label>
        <div className="wf-row">
          <input
            id="wf-amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={MAX_AMOUNT_LENGTH}
            value={form.amount}
            onChange={(e) => view.changeAmount(e.target.value)}
            data-testid="withdraw-amount"
          />
          <button type="button" className="wf-button" onClick={view.fillMax} data-testid="withdraw-max">
            {t(withdrawalMessages.max)}
          </button>
        </div>
        {view.available !== null && (
          <p className="wf-muted" data-testid="withdraw-available">
            {t(availableText, { amount: view.available, coin })}
          </p>
        )}
        {view.frozen !== null && (
          <p className="wf-muted" data-testid="withdraw-frozen">
            {t(frozenText, { amount: view.frozen, coin })}
          </p>
        )}
        {view.fee && (
          <p className="wf-muted" data-testid="withdraw-fee">
            {t(feeText, { fee: view.fee.fee, min: view.fee.min, coin })}
          </p>
        )}
        {view.received !== null && (
          <p className="wf-strong" data-testid="withdraw-received">
            {t(receivedText, { amount: view.received, coin })}
          </p>
        )}
      </div>
      <div className="wf-field">
        <label htmlFor="wf-fund-password">{`${t(withdrawalMessages.fundPassword)} (${t(withdrawalMessages.fundPasswordHint)})`}</label>
        <input
          id="wf-fund-password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={form.fundPassword}
          onChange={(e) => view.changeFundPassword(e.target.value)}
          data-testid="withdraw-fund-password"
        />
      </div>
      <EmailCodeField id="wf-code" value={form.code} change={view.changeCode} purpose="withdraw" />
      <p className="wf-note">{t(withdrawalMessages.arrival)}</p>
      {view.refusal !== null && (
        <p className="wf-error" role="alert" data-testid="withdraw-refusal">
          {view.refusal}
        </p>
      )}
      {view.failure !== null && (
        <p className="wf-error" role="alert" data-testid="withdraw-failure">
          {`${t(withdrawalMessages.failed)} ${view.failure}`}
        </p>
      )}
      <button type="submit" className="wf-button wf-button--primary" data-testid="withdraw-next">
        {t(withdrawalMessages.next)}
      </button>
    </form>
  );
}
