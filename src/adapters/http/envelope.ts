import type { SessionExpiryListener } from '../../domain/session/session.port';
import { FALLBACK_ERROR_MESSAGE, GatewayError } from '../../domain/shared/gateway-error';
import { isRecord } from './response-body';

const SUCCESS_CODE = 1;
const SESSION_EXPIRED_CODE = -2;
/** Huobi-style errors carry a text err-code; the port's business failure needs a number. */
export const MARKET_ERROR_CODE = 0;

/** The server sends codes as numbers or numeric strings ('1'); anything else is not a code. */
function readCode(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value);
  return null;
}

function messageOf(...candidates: unknown[]): string {
  const found = candidates.find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof found === 'string' ? found : FALLBACK_ERROR_MESSAGE;
}

function notifyExpiry(listener: SessionExpiryListener, message: string): void {
  try {
    listener.sessionExpired(message);
  } catch {
    // A failing listener must not turn the session-expired rejection into another error.
  }
}

export function isEnvelope(body: unknown): body is Record<string, unknown> {
  return isRecord(body) && 'code' in body;
}

/** A successful envelope: its data, and its msg ('' when absent), which some calls read. */
export interface Envelope {
  data: unknown;
  msg: string;
}

/** SPEC sections 7 and 8: `{code, msg, data}`, code 1 is success, code -2 ends the session. */
export function readEnvelope(body: unknown, sessionExpiry: SessionExpiryListener): unknown {
  return readFullEnvelope(body, sessionExpiry).data;
}

/** readEnvelope keeping the success msg: the contract assets call sends its rate there. */
export function readFullEnvelope(body: unknown, sessionExpiry: SessionExpiryListener): Envelope {
  if (!isEnvelope(body)) throw new GatewayError({ kind: 'malformed' });
  const code = readCode(body.code);
  if (code === null) throw new GatewayError({ kind: 'malformed' });
  if (code === SUCCESS_CODE) return { data: body.data, msg: typeof body.msg === 'string' ? body.msg : '' };
  const message = messageOf(body.msg);
  if (code === SESSION_EXPIRED_CODE) {
    notifyExpiry(sessionExpiry, message);
    throw new GatewayError({ kind: 'session-expired', message });
  }
  const reason = reasonOf(body.data);
  throw new GatewayError({ kind: 'business', code, message, ...(reason === null ? {} : { reason }) });
}

/** A refusal's reason word (data.reason, assumed): a short word or nothing, never free text. */
function reasonOf(data: unknown): string | null {
  const reason = isRecord(data) ? data.reason : undefined;
  return typeof reason === 'string' && /^[a-z][a-z0-9-]{0,63}$/.test(reason) ? reason : null;
}

/**
 * Market calls answer Huobi-style (`{status: 'ok', data?, tick?}`) and the caller needs the
 * whole body; a proxy may still wrap them in the usual envelope, which is then read as such.
 */
export function readMarket(body: unknown, sessionExpiry: SessionExpiryListener): unknown {
  if (isRecord(body) && typeof body.status === 'string') {
    if (body.status === 'ok') return body;
    const message = messageOf(body['err-msg'], body.msg);
    throw new GatewayError({ kind: 'business', code: MARKET_ERROR_CODE, message });
  }
  return readEnvelope(body, sessionExpiry);
}
