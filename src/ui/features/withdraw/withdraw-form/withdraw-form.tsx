import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MAX_AMOUNT_LENGTH } from '../../../../domain/precision';
import type { WithdrawForm as Form } from '../../../../domain/withdraw/withdrawal';
import {
  availableText,
  feeText,
  frozenText,
  receivedText,
  withdrawFormMessages as messages,
} from './withdraw-form.messages';
import type { WithdrawScreenView } from './use-withdraw-screen';
import { WithdrawAddressField } from './withdraw-address-field';
import { WithdrawAuthenticatorField } from './withdraw-authenticator-field';
import { EmailCodeField } from './withdraw-code-field';

/** The withdraw form: coin, network, a saved or typed address, amount with Max, fee, password, code. */
export function WithdrawFormBody({
  view,
  addressBookLink,
}: {
  view: WithdrawScreenView;
  addressBookLink: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { form } = view;
  const coin = form.coin;
  return (
    <form
      className="wf-form"
      aria-label={t(messages.title)}
      onSubmit={(event) => {
        event.preventDefault();
        view.submit();
      }}
    >
      {view.hold !== null && (
        <p className="wd-warning" role="status" data-testid="withdraw-hold">
          {view.hold}
        </p>
      )}
      <div className="wf-row wf-row--pair">
        <div className="wf-field">
          <label htmlFor="wf-coin">{t(messages.coin)}</label>
          <select id="wf-coin" value={coin} onChange={(e) => view.chooseCoin(e.target.value as Form['coin'])}>
            {view.coins.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <div className="wf-field">
          <label htmlFor="wf-network">{t(messages.network)}</label>
          <select
            id="wf-network"
            value={form.network}
            aria-invalid={view.invalid.has('network')}
            onChange={(e) => view.chooseNetwork(e.target.value as Form['network'])}
          >
            {view.networks.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
      </div>
      <WithdrawAddressField view={view} addressBookLink={addressBookLink} />
      <div className="wf-field">
        <label htmlFor="wf-amount">{`${t(messages.amount)} (${coin})`}</label>
        <div className="wf-row">
          <input
            id="wf-amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={MAX_AMOUNT_LENGTH}
            value={form.amount}
            aria-invalid={view.invalid.has('amount')}
            onChange={(e) => view.changeAmount(e.target.value)}
            data-testid="withdraw-amount"
          />
          <button type="button" className="wf-button" onClick={view.fillMax} data-testid="withdraw-max">
            {t(messages.max)}
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
        <label htmlFor="wf-fund-password">{`${t(messages.fundPassword)} (${t(messages.fundPasswordHint)})`}</label>
        <input
          id="wf-fund-password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={form.fundPassword}
          aria-invalid={view.invalid.has('fundPassword')}
          onChange={(e) => view.changeFundPassword(e.target.value)}
          data-testid="withdraw-fund-password"
        />
      </div>
      <EmailCodeField
        id="wf-code"
        value={form.code}
        change={view.changeCode}
        invalid={view.invalid.has('code')}
        purpose="withdraw"
        subject={view.codeSubject}
      />
      {view.authenticatorAsked && <WithdrawAuthenticatorField view={view} />}
      <p className="wf-note">{t(messages.arrival)}</p>
      {view.refusal !== null && (
        <p className="wf-error" role="alert" data-testid="withdraw-refusal">
          {view.refusal}
        </p>
      )}
      {view.failure !== null && (
        <p className="wf-error" role="alert" data-testid="withdraw-failure">
          {`${t(messages.failed)} ${view.failure}`}
        </p>
      )}
      <button
        type="submit"
        className="wf-button wf-button--primary"
        disabled={view.hold !== null}
        data-testid="withdraw-next"
      >
        {t(messages.next)}
      </button>
    </form>
  );
}
