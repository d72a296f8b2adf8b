import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Failure } from '../../application/shared/failure-message';
import { failureKindMessages } from './failure.messages';

/**
 * Server texts a feature knows and translates (an engine refusal it also checks itself), and
 * refusal reason words (data.reason), which come first: a text with times in it matches no key.
 */
export type KnownTexts = Readonly<Record<string, MessageDescriptor>>;

/**
 * The UI side of the one failure mapper (`application/shared/failure-message.ts`): the
 * server's own words as they came (SPEC section 8) unless `known` translates them, every
 * other kind in the user's language. Every screen, toast and list shows failures through
 * here, never a raw kind or status.
 */
export function failureText(intl: IntlShape, failure: Failure, known: KnownTexts = {}): string {
  if (failure.kind !== 'said') return intl.formatMessage(failureKindMessages[failure.kind]);
  const own = knownOf(known, failure.reason) ?? knownOf(known, failure.text);
  return own ? intl.formatMessage(own) : failure.text;
}

function knownOf(known: KnownTexts, key: string | undefined): MessageDescriptor | undefined {
  return key !== undefined && Object.hasOwn(known, key) ? known[key] : undefined;
}

/** A status text followed by why (a feed that is reconnecting says what failed). */
export function withReason(text: string, reason: string | null): string {
  return reason === null ? text : `${text} ${reason}`;
}

export interface FailureTextOf {
  (failure: Failure): string;
  (failure: Failure | null): string | null;
}

/** failureText bound to the current language; null in, null out. */
export function useFailureText(known?: KnownTexts): FailureTextOf {
  const intl = useIntl();
  const textOf = useCallback(
    (failure: Failure | null) => (failure === null ? null : failureText(intl, failure, known)),
    [intl, known],
  );
  return textOf as FailureTextOf;
}
