import { defineMessages, useIntl, type IntlShape } from 'react-intl';

/** The transport failures' texts (common.json): a failed call never shows a raw 'timeout'. */
const transportMessages = defineMessages({
  network: { id: 'error.network', defaultMessage: 'Network error, please check your connection' },
  timeout: { id: 'error.timeout', defaultMessage: 'The request timed out, please try again later' },
  server: { id: 'error.server', defaultMessage: 'Server error, please try again later' },
  malformed: { id: 'error.malformed', defaultMessage: 'Unexpected response from the server' },
  fallback: { id: 'error.fallback', defaultMessage: 'error' },
});

type KnownTexts = Readonly<Record<string, { id: string; defaultMessage: string }>>;

/**
 * The UI side of application/shared/failure-message.ts: a machine keeps the server's msg or
 * the failure's kind; this turns a kind into translated text and leaves a server msg as it is
 * (SPEC section 8), unless `known` has a translation of it. For callbacks that hold an intl.
 */
export function failureText(intl: IntlShape, failure: string, known: KnownTexts = {}): string {
  const own = Object.hasOwn(known, failure) ? known[failure] : undefined;
  if (own) return intl.formatMessage(own);
  if (failure === 'network' || failure === 'timeout' || failure === 'malformed' || failure === 'error')
    return intl.formatMessage(transportMessages[failure === 'error' ? 'fallback' : failure]);
  if (failure === '') return intl.formatMessage(transportMessages.fallback);
  if (/^HTTP \d{3}$/.test(failure)) return intl.formatMessage(transportMessages.server);
  return failure;
}

/** failureText as a hook, for render code. */
export function useFailureText(known: KnownTexts = {}) {
  const intl = useIntl();
  return (failure: string): string => failureText(intl, failure, known);
}
