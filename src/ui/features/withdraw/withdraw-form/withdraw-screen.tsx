import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useWithdrawScreen } from './use-withdraw-screen';
import { withdrawFormMessages as messages } from './withdraw-form.messages';
import { WithdrawConfirm, WithdrawOutcome } from './withdraw-outcome';
import { WithdrawFormBody } from './withdraw-form';
import { WithdrawRecords } from './withdraw-records';

interface Props {
  className: string;
  addressBookLink: ReactNode;
  /** Shown under the form: the address book's waiting-time rule. */
  footnote: string;
}

/** The open withdraw screen, kit-free: the form (or its confirmation or outcome) and the records. */
export function WithdrawScreen({ className, addressBookLink, footnote }: Props) {
  const t = useIntl().formatMessage;
  const view = useWithdrawScreen();
  const step = view.sent !== null || view.unknown ? 'outcome' : view.request !== null ? 'confirm' : 'form';
  return (
    <div className={`wf-screen ${className}`}>
      <section className="wf-panel" aria-labelledby="wf-form-title">
        <h2 id="wf-form-title" className="wf-title">
          {t(messages.title)}
        </h2>
        {view.loadError !== null && (
          <p className="wf-error" role="alert">
            {`${t(messages.loadFailed)}: ${view.loadError} `}
            <button type="button" className="wf-link" onClick={view.reload}>
              {t(messages.retry)}
            </button>
          </p>
        )}
        {view.loading ? (
          <p className="wf-muted">{t(messages.loading)}</p>
        ) : step === 'form' ? (
          <WithdrawFormBody view={view} addressBookLink={addressBookLink} />
        ) : step === 'confirm' ? (
          <WithdrawConfirm view={view} />
        ) : (
          <WithdrawOutcome view={view} />
        )}
        <p className="wf-note">{footnote}</p>
      </section>
      <WithdrawRecords view={view} />
    </div>
  );
}
