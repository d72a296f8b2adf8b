import type { ActorRefFrom } from 'xstate';
import { useIntl } from 'react-intl';
import type { AuthenticatorCodeFormMachine } from '../../../../application/account/authenticator-form';
import type { QueryMachine } from '../../../../application/shared/query.machine';
import { groupedSecret, type AuthenticatorSetup } from '../../../../domain/account/authenticator';
import { commonMessages } from '../../../shared/common.messages';
import { RetryAlert } from '../../../shared/retry-alert';
import { CopyButton } from './copy-button';
import { authenticatorMessages as messages } from './authenticator.messages';
import { useAuthenticatorBinding } from './use-authenticator-binding';
import { LoadingLine } from '../loading-line';

interface Props {
  setup: ActorRefFrom<QueryMachine<AuthenticatorSetup>>;
  form: ActorRefFrom<AuthenticatorCodeFormMachine>;
}

/** Scan the QR code (or type the key), then confirm with the app's code. */
export function AuthenticatorBinding({ setup, form }: Props) {
  const t = useIntl().formatMessage;
  const binding = useAuthenticatorBinding(setup, form);
  const { started } = binding;
  if (binding.startFailure !== null)
    return (
      <RetryAlert
        text={`${t(messages.startFailed)}: ${binding.startFailure}`}
        retryLabel={t(commonMessages.retry)}
        onRetry={binding.retry}
      />
    );
  if (started === null) return <LoadingLine text={t(messages.loading)} />;
  return (
    <>
      <section className="kyc-panel" aria-labelledby="totp-scan-title">
        <h2 id="totp-scan-title" className="kyc-title">
          {t(messages.scanTitle)}
        </h2>
        <p className="kyc-muted">{t(messages.scanText)}</p>
        <div className="totp-qr">
          {binding.qr ? (
            <img src={binding.qr} alt={t(messages.qrAlt)} width={176} height={176} data-testid="totp-qr" />
          ) : (
            <div className="totp-qr__placeholder" aria-hidden="true" />
          )}
        </div>
        <div className="kyc-field">
          <span className="kyc-photo__label">{t(messages.key)}</span>
          <div className="totp-copy-row">
            <code className="totp-text" data-testid="totp-secret">
              {groupedSecret(started.secret)}
            </code>
            <CopyButton text={started.secret} label={t(messages.copy)} testId="totp-copy-secret" />
          </div>
        </div>
        <details className="totp-link">
          <summary>{t(messages.link)}</summary>
          <code className="totp-text" data-testid="totp-uri">
            {started.uri}
          </code>
        </details>
      </section>
      <form
        className="kyc-panel kyc-form"
        aria-labelledby="totp-code-title"
        onSubmit={(event) => {
          event.preventDefault();
          binding.submit();
        }}
      >
        <h2 id="totp-code-title" className="kyc-title">
          {t(messages.codeTitle)}
        </h2>
        <div className="kyc-field">
          <label htmlFor="totp-code">{t(messages.code)}</label>
          <input
            id="totp-code"
            className="kit-input totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={binding.code}
            aria-invalid={binding.problem !== null}
            aria-describedby={binding.problem ? 'totp-problem' : undefined}
            onChange={(event) => binding.change(event.target.value)}
            data-testid="totp-code"
          />
        </div>
        {binding.problem && (
          <p id="totp-problem" className="kyc-error" role="alert" data-testid="totp-problem">
            {binding.problem}
          </p>
        )}
        <button
          type="submit"
          className="kyc-button kyc-button--primary"
          disabled={binding.sending}
          data-testid="totp-confirm"
        >
          {t(binding.sending ? messages.confirming : messages.confirm)}
        </button>
      </form>
    </>
  );
}
