import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Failure } from '../../application/shared/failure-message';
import { failureText, type KnownTexts } from './failure-text';

/** A form's refusal before sending (a rule's own words) or a failed send. */
export type Refused = string | Failure;

/**
 * A refusal or a failed call in the user's language: the rules' texts, and the exchange's
 * refusals in the same words, through the feature's `known` catalogue; any other failure
 * through the one failure mapper. A text no catalogue knows is shown as it came.
 */
export function refusalText(intl: IntlShape, refused: Refused, known: KnownTexts): string {
  if (typeof refused !== 'string') return failureText(intl, refused, known);
  const own = Object.hasOwn(known, refused) ? known[refused] : undefined;
  return own ? intl.formatMessage(own) : refused;
}

export interface RefusalTextOf {
  (refused: Refused): string;
  (refused: Refused | null): string | null;
}

/** refusalText bound to the current language and a feature's catalogue; null in, null out. */
export function useRefusalText(known: KnownTexts): RefusalTextOf {
  const intl = useIntl();
  const textOf = useCallback(
    (refused: Refused | null) => (refused === null ? null : refusalText(intl, refused, known)),
    [intl, known],
  );
  return textOf as RefusalTextOf;
}
