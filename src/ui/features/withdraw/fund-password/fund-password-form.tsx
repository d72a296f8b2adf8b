import { useIntl } from 'react-intl';
import { EmailCodeField } from '../withdraw-form/withdraw-code-field';
import { withdrawalMessages } from '../withdrawal.messages';
import { useFundPassword } from './use-fund-password';

interface Props {
  success(text: string): void;
  /** After the password is set: back to where the user came from. */
  done(): void;
}

/** Set the fund password (reusable by the security centre): kit-free, both form factors. */
export function FundPasswordFormBody({ success, done }: Props) {
  const t = useIntl().formatMessage;
  const fund = useFundPassword({ success, done });
  return (
    <form
      className="wf-form wf-panel"
      aria-labelledby="wf-fund-title"
      onSubmit={(event) => {
        event.preventDefault();
        fund.submit();
      }}
      data-testid="fund-password-form"
    >
      <h2 id="wf-fund-title" className="wf-title">
        {t(withdrawalMessages.fundTitle)}
      </h2>
      <p className="wf-note">{t(withdrawalMessages.fundNote)}</p>
      <div className="wf-field">
        <label htmlFor="wf-fund-new">{t(withdrawalMessages.fundNew)}</label>
        <input
          id="wf-fund-new"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={fund.form.password}
          onChange={(e) => fund.change({ password: e.target.value })}
        />
      </div>
      <div className="wf-field">
        <label htmlFor="wf-fund-again">{t(withdrawalMessages.fundConfirm)}</label>
        <input
          id="wf-fund-again"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={fund.form.confirmation}
          onChange={(e) => fund.change({ confirmation: e.target.value })}
        />
      </div>
      <EmailCodeField
        id="wf-fund-code"
        value={fund.form.code}
        change={(code) => fund.change({ code })}
        purpose="asset"
      />
      {fund.problem !== null && (
        <p className="wf-error" role="alert">
          {fund.problem}
        </p>
      )}
      <button
        type="submit"
        className="wf-button wf-button--primary"
        disabled={fund.saving}
        aria-busy={fund.saving}
        data-testid="fund-password-save"
      >
        {t(fund.saving ? withdrawalMessages.fundSaving : withdrawalMessages.fundSave)}
      </button>
    </form>
  );
}
