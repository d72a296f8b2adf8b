import { defineMessages, type IntlShape } from 'react-intl';
import { FALLBACK_ERROR_MESSAGE } from '../../domain/shared/gateway-error';

/** The failure kinds' texts (common.json); defaults repeat the en-US catalogue. */
const failureKindMessages = defineMessages({
  fallback: { id: 'error.fallback', defaultMessage: 'error' },
  network: { id: 'error.network', defaultMessage: 'Network error, please check your connection' },
  timeout: { id: 'error.timeout', defaultMessage: 'The request timed out, please try again later' },
  server: { id: 'error.server', defaultMessage: 'Server error, please try again later' },
  malformed: { id: 'error.malformed', defaultMessage: 'Unexpected response from the server' },
});

/**
 * The UI side of the one failure mapper (application/shared/failure-message.ts): a
 * machine keeps the server's msg, or the failure's kind when there is none; the kinds
 * become translated text here, and a server's msg is shown as it came.
 */
export function failureText(intl: IntlShape, failure: string): string {
  if (failure === 'network') return intl.formatMessage(failureKindMessages.network);
  if (failure === 'timeout') return intl.formatMessage(failureKindMessages.timeout);
  if (failure === 'malformed') return intl.formatMessage(failureKindMessages.malformed);
  if (/^HTTP \d{3}$/.test(failure)) return intl.formatMessage(failureKindMessages.server);
  if (failure === '' || failure === FALLBACK_ERROR_MESSAGE)
    return intl.formatMessage(failureKindMessages.fallback);
  return failure;
}
