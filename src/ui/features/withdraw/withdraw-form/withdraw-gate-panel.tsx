import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WithdrawGate } from '../../../../domain/withdraw/withdraw-gate';
import { RetryAlert } from '../../../shared/retry-alert';
import { useProfileFailure } from './use-withdraw-gate';
import { withdrawFormMessages } from './withdraw-form.messages';
import { withdrawGateMessages as messages } from './withdraw-gate.messages';

interface Props {
  gate: Exclude<WithdrawGate, 'open'>;
  /** The form factor's link to identity verification, and to the fund-password screen. */
  verifyLink: (label: string) => ReactNode;
  fundPasswordAction: (label: string) => ReactNode;
}

/**
 * What stands before the form: identity verification (SPEC section 6), then a fund password;
 * while the profile cannot be read, why, with Retry (never "Loading…" for ever).
 */
export function WithdrawGatePanel({ gate, verifyLink, fundPasswordAction }: Props) {
  const t = useIntl().formatMessage;
  const profile = useProfileFailure();
  if (gate === 'failed') {
    return (
      <RetryAlert
        text={`${t(messages.profileFailed)}: ${profile.reason ?? ''}`}
        retryLabel={t(withdrawFormMessages.retry)}
        onRetry={profile.retry}
      />
    );
  }
  if (gate === 'loading') {
    return (
      <p className="wf-muted" aria-live="polite">
        {t(withdrawFormMessages.loading)}
      </p>
    );
  }
  const content = {
    verify: [messages.verifyTitle, messages.verifyText],
    reviewing: [messages.reviewingTitle, messages.reviewingText],
    fundPassword: [messages.fundTitle, messages.fundText],
  } as const;
  const [title, text] = content[gate];
  return (
    <section
      className="wf-panel wf-gate"
      data-testid={`withdraw-gate-${gate}`}
      aria-labelledby="wf-gate-title"
    >
      <h2 id="wf-gate-title" className="wf-title">
        {t(title)}
      </h2>
      <p>{t(text)}</p>
      {gate === 'verify' && verifyLink(t(messages.verify))}
      {gate === 'fundPassword' && fundPasswordAction(t(messages.fund))}
    </section>
  );
}
