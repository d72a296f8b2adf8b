import { useIntl } from 'react-intl';
import { RetryAlert } from '../../../shared/retry-alert';
import { EmailCodeField } from '../withdraw-form/withdraw-code-field';
import { withdrawFormMessages } from '../withdraw-form/withdraw-form.messages';
import { useWhitelistSwitch } from './use-whitelist-switch';
import { whitelistMessages as messages } from './whitelist.messages';

/**
 * The whitelist-only setting, kit-free, for either security centre: its state and one button;
 * turning it off opens the email code first (it widens where money may go).
 */
export function WhitelistSwitch() {
  const t = useIntl().formatMessage;
  const view = useWhitelistSwitch();
  if (view.loadError !== null) {
    return (
      <RetryAlert
        text={`${t(messages.loadFailed)}: ${view.loadError}`}
        retryLabel={t(withdrawFormMessages.retry)}
        onRetry={view.retry}
      />
    );
  }
  return (
    <div className="wl-switch" data-testid="whitelist-switch">
      <div className="wl-switch__row">
        <span data-testid="whitelist-state">
          {view.on === null ? '…' : t(view.on ? messages.on : messages.off)}
        </span>
        {view.on === false && (
          <button
            type="button"
            className="wf-button wf-button--primary"
            disabled={view.sending}
            onClick={view.turnOn}
            data-testid="whitelist-turn-on"
          >
            {t(messages.turnOn)}
          </button>
        )}
        {view.on === true && !view.turningOff && (
          <button
            type="button"
            className="wf-button"
            onClick={() => view.askOff(true)}
            data-testid="whitelist-turn-off"
          >
            {t(messages.turnOff)}
          </button>
        )}
      </div>
      {view.on === true && view.turningOff && (
        <form
          className="wf-form"
          onSubmit={(event) => {
            event.preventDefault();
            view.turnOff();
          }}
        >
          <p className="wf-note">{t(messages.offNote)}</p>
          <EmailCodeField
            id="wl-code"
            value={view.code}
            change={view.changeCode}
            invalid={view.codeInvalid}
            purpose="withdraw"
          />
          <div className="wl-switch__row">
            <button type="button" className="wf-button" onClick={() => view.askOff(false)}>
              {t(messages.cancel)}
            </button>
            <button
              type="submit"
              className="wf-button wf-button--primary"
              disabled={view.sending}
              data-testid="whitelist-confirm-off"
            >
              {t(messages.confirmOff)}
            </button>
          </div>
        </form>
      )}
      {view.problem !== null && (
        <p className="wf-error" role="alert">
          {view.problem}
        </p>
      )}
    </div>
  );
}
