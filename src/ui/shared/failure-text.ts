import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Failure } from '../../application/shared/failure-message';
import { failureKindMessages } from './failure.messages';

/**
 * The UI side of the one failure mapper (`application/shared/failure-message.ts`): the
 * server's own words as they came, every other kind in the user's language. Every screen,
 * toast and list shows failures through here, never a raw kind or status.
 */
export function failureText(intl: IntlShape, failure: Failure): string {
  return failure.kind === 'said' ? failure.text : intl.formatMessage(failureKindMessages[failure.kind]);
}

/** A status text followed by why (a feed that is reconnecting says what failed). */
export function withReason(text: string, reason: string | null): string {
  return reason === null ? text : `${text} ${reason}`;
}

/** failureText bound to the current language; null in, null out. */
export function useFailureText(): (failure: Failure | null) => string | null {
  const intl = useIntl();
  return useCallback((failure) => (failure === null ? null : failureText(intl, failure)), [intl]);
}
