import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { selectNotice } from '../../../application/session/session.selectors';
import { failureText } from '../../shared/failure-text';
import { useSessionRef, useSessionSelector } from '../../shared/session-actor';
import { sessionMessages } from './session.messages';

export interface NoticeHandlers {
  /** Shows a toast: `error` for failures, otherwise success (SPEC section 8). */
  toast(text: string, kind: 'success' | 'error'): void;
  /** After a -2 or a log-out in another tab: where the form factor sends the user (its login page). */
  onExpired(): void;
}

/**
 * Shows each session notice once ('Exited', the -2 message, a failed login's server msg
 * or 'error', a log-out in another tab) and tells the machine it was shown.
 */
export function useSessionNotice({ toast, onExpired }: NoticeHandlers): void {
  const intl = useIntl();
  const notice = useSessionSelector(selectNotice);
  const session = useSessionRef();
  useEffect(() => {
    if (!notice) return;
    if (notice.kind === 'exited') toast(intl.formatMessage(sessionMessages.exited), 'success');
    else if (notice.kind === 'signedOutElsewhere')
      toast(intl.formatMessage(sessionMessages.signedOutElsewhere), 'success');
    else if (notice.kind === 'loginFailed') toast(failureText(intl, notice.failure), 'error');
    else toast(notice.message || intl.formatMessage(sessionMessages.error), 'error');
    session.send({ type: 'notice.dismiss' });
    if (notice.kind === 'expired' || notice.kind === 'signedOutElsewhere') onExpired();
  }, [notice, intl, toast, onExpired, session]);
}
