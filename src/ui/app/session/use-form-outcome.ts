import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { sessionMessages } from './session.messages';

export interface FormOutcome {
  /** The machine's failure: the server msg ('' means say 'error'), null when none. */
  failure: string | null;
  succeeded: boolean;
  successText: string;
  toast(text: string, kind: 'success' | 'error'): void;
  /** Tells the machine the failure was shown, so the same message is not shown twice. */
  failureShown(): void;
  onSucceeded(): void;
}

/** An account form's outcome as toasts (SPEC section 8): the server msg, or the success text. */
export function useFormOutcome({
  failure,
  succeeded,
  successText,
  toast,
  failureShown,
  onSucceeded,
}: FormOutcome) {
  const intl = useIntl();
  useEffect(() => {
    if (failure === null) return;
    toast(failure || intl.formatMessage(sessionMessages.error), 'error');
    failureShown();
  }, [failure, toast, intl, failureShown]);
  useEffect(() => {
    if (!succeeded) return;
    toast(successText, 'success');
    onSucceeded();
  }, [succeeded, toast, successText, onSucceeded]);
}
