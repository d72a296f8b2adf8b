import { FALLBACK_ERROR_MESSAGE } from '../../domain/shared/gateway-error';

/**
 * The one mapper from a failed call to the text a machine keeps: the server's msg first
 * (SPEC section 8), else the fallback. The session screens pass '' so that the UI can
 * say 'error' in the user's language.
 */
export function failureMessage(error: unknown, fallback: string = FALLBACK_ERROR_MESSAGE): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
