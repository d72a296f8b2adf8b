import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SECOND_FACTOR_MAX_LENGTH } from '../../../../domain/user/second-factor';
import type { WithdrawScreenView } from './use-withdraw-screen';
import { withdrawFormMessages as messages } from './withdraw-form.messages';

/**
 * The authenticator's code, asked only while one is bound: the app's 6 digits on a number pad,
 * or, the phone lost, a recovery code on a full keyboard (which keyboard is view state only;
 * the field's rules read either).
 */
export function WithdrawAuthenticatorField({ view }: { view: WithdrawScreenView }) {
  const t = useIntl().formatMessage;
  const [recovery, setRecovery] = useState(false);
  return (
    <div className="wf-field">
      <label htmlFor="wf-authenticator-code">{t(messages.authenticatorCode)}</label>
      <input
        id="wf-authenticator-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={SECOND_FACTOR_MAX_LENGTH}
        value={view.form.authenticatorCode}
        aria-invalid={view.invalid.has('authenticatorCode')}
        aria-describedby="wf-authenticator-code-hint"
        onChange={(e) => view.changeAuthenticatorCode(e.target.value)}
        data-testid="withdraw-authenticator-code"
      />
      <div className="wf-links">
        <p id="wf-authenticator-code-hint" className="wf-muted">
          {t(recovery ? messages.recoveryCodeHint : messages.authenticatorCodeHint)}
        </p>
        <button
          type="button"
          className="wf-link"
          onClick={() => setRecovery(!recovery)}
          data-testid="withdraw-authenticator-mode"
        >
          {t(recovery ? messages.useAppCode : messages.useRecoveryCode)}
        </button>
      </div>
    </div>
  );
}
