import { useIntl } from 'react-intl';
import { commonMessages } from '../../../shared/common.messages';
import { RetryAlert } from '../../../shared/retry-alert';
import { LoadingLine } from '../loading-line';
import { ConfirmDialog } from './confirm-dialog';
import { sessionsMessages as messages } from './security-extras.messages';
import { useActiveSessions } from './use-active-sessions';
import '../identity/identity.css';
import './security-extras.css';

/**
 * The account's open sessions (both form factors): this device first and marked, each other
 * one with its own Sign out, and "Sign out other sessions" for all of them, confirmed first.
 */
export function ActiveSessionsBody() {
  const t = useIntl().formatMessage;
  const view = useActiveSessions();
  return (
    <section className="kyc-panel" aria-labelledby="sec-sessions-title" data-testid="sessions">
      <h2 id="sec-sessions-title" className="kyc-title">
        {t(messages.title)}
      </h2>
      {view.failure !== null && (
        <RetryAlert
          text={`${t(messages.failed)}: ${view.failure}`}
          retryLabel={t(commonMessages.retry)}
          onRetry={view.retry}
        />
      )}
      {view.rows === null && view.loading && <LoadingLine text={t(messages.loading)} />}
      {view.rows !== null && (
        <ul className="sec-sessions" aria-busy={view.loading}>
          {view.rows.map((row) => (
            <li key={row.id} className="sec-session" data-testid="session-row" data-current={row.current}>
              <span className="sec-session__text">
                <span className="sec-session__device">
                  {row.device}
                  {row.current && (
                    <span className="sec-session__current" data-testid="session-current">
                      {t(messages.current)}
                    </span>
                  )}
                </span>
                <span className="kyc-muted">{row.times}</span>
              </span>
              {!row.current && (
                <button
                  type="button"
                  className="kyc-button"
                  aria-label={`${t(messages.signOut)}: ${row.device}, ${row.times}`}
                  disabled={view.signingOut}
                  onClick={() => view.signOutOne(row.id)}
                  data-testid="session-sign-out"
                >
                  {t(messages.signOut)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {view.rows !== null && !view.hasOthers && (
        <p className="kyc-muted" data-testid="sessions-empty">
          {t(messages.empty)}
        </p>
      )}
      {view.signOutFailure !== null && (
        <p className="kyc-error" role="alert">
          {`${t(messages.signOutFailed)}: ${view.signOutFailure}`}
        </p>
      )}
      {view.hasOthers && (
        <div className="sec-actions">
          <button
            type="button"
            className="kyc-button kyc-button--primary"
            disabled={view.signingOut}
            onClick={view.signOutOthers}
            data-testid="sessions-sign-out-others"
          >
            {t(messages.signOutOthers)}
          </button>
        </div>
      )}
      {view.toConfirm !== null && (
        <ConfirmDialog
          text={t(view.toConfirm.kind === 'others' ? messages.confirmOthers : messages.confirmOne)}
          confirmLabel={t(messages.confirm)}
          cancelLabel={t(messages.cancel)}
          busy={view.signingOut}
          confirm={view.confirm}
          cancel={view.cancel}
        />
      )}
    </section>
  );
}
