import { useIntl } from 'react-intl';
import { EmailCodeField } from '../withdraw-form/withdraw-code-field';
import { fundPasswordMessages as messages } from './fund-password.messages';
import { useFundPassword } from './use-fund-password';

interface Props {
  /** After the password is set: back to where the user came from. */
  done(): void;
  /** A fund password is set already and this replaces it (the security centre's change). */
  changing?: boolean;
}

/** Set the fund password (reusable by the security centre): kit-free, both form factors. */
export function FundPasswordFormBody({ done, changing = false }: Props) {
  const t = useIntl().formatMessage;
  const fund = useFundPassword(done, changing);
  const title = changing ? messages.changeTitle : messages.title;
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
        {t(title)}
      </h2>
      <p className="wf-note">{t(messages.note)}</p>
      <div className="wf-field">
        <label htmlFor="wf-fund-new">{t(messages.password)}</label>
        <input
          id="wf-fund-new"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          aria-invalid={fund.invalid.has('password')}
          value={fund.form.password}
          onChange={(e) => fund.change({ password: e.target.value })}
        />
      </div>
      <div className="wf-field">
        <label htmlFor="wf-fund-again">{t(messages.confirm)}</label>
        <input
          id="wf-fund-again"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          aria-invalid={fund.invalid.has('confirmation')}
          value={fund.form.confirmation}
          onChange={(e) => fund.change({ confirmation: e.target.value })}
        />
      </div>
      <EmailCodeField
        id="wf-fund-code"
        value={fund.form.code}
        change={(code) => fund.change({ code })}
        invalid={fund.invalid.has('code')}
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
        {t(fund.saving ? messages.saving : changing ? messages.changeTitle : messages.save)}
      </button>
    </form>
  );
}
