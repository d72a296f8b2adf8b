import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { withdrawalMessages } from '../withdrawal.messages';
import { useWithdrawScreen, type WithdrawNotices } from './use-withdraw-screen';
import { WithdrawConfirm, WithdrawOutcome } from './withdraw-outcome';
import { WithdrawFormBody } from './withdraw-form';
import { WithdrawRecords } from './withdraw-records';

interface Props {
  notices: WithdrawNotices;
  className: string;
  addressBookLink: ReactNode;
  /** Shown under the form: the address book's waiting-time rule. */
  footnote: string;
}

/** The open withdraw screen, kit-free: the form (or its confirmation or outcome) and the records. */
export function WithdrawScreen({ notices, className, addressBookLink, footnote }: Props) {
  const t = useIntl().formatMessage;
  const view = useWithdrawScreen(notices);
  const step =
    view.sent !== null || view.unknown ? 'outcome' : view.confirming || view.sending ? 'confirm' : 'form';
  return (
    <div className={`wf-screen ${className}`}>
      <section className="wf-panel" aria-labelledby="wf-form-title">
        <h2 id="wf-form-title" className="wf-title">
          {t(withdrawalMessages.title)}
        </h2>
        {view.loadError !== null && (
          <p className="wf-error" role="alert">
            {`${t(withdrawalMessages.loadFailed)}: ${view.loadError} `}
            <button type="button" className="wf-link" onClick={view.reload}>
              {t(withdrawalMessages.retry)}
            </button>
          </p>
        )}
        {view.loading ? (
          <p className="wf-muted">{t(withdrawalMessages.loading)}</p>
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
