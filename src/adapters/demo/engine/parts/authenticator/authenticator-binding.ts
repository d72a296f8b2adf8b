import { Secret, TOTP } from 'otpauth';
import {
  AUTHENTICATOR_TOTP,
  AuthenticatorRefusal,
  authenticatorCodeProblem,
  RECOVERY_CODE_COUNT,
  type AuthenticatorSetup,
} from '../../../../../domain/account/authenticator';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { AuthenticatorRecord, UserRecord } from '../../user-records';
import { nextId } from '../../ids';
import { secretDigest } from '../../digests';
import { hashAt, hashString } from '../../market/hash';

/** The issuer an authenticator app lists the account under. */
const ISSUER = 'Exchange';
const SECRET_BYTES = 20;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Bytes from the state's counter through the seeded hash, as every id of the engine (ids.ts),
 * salted with the user and the instant so two users' keys differ even on a replayed history.
 */
function seededBytes(context: EngineContext, salt: string, count: number): number[] {
  const key = hashString(`${salt}:${context.state.seed}:${nextId(context.state)}`);
  return Array.from({ length: count }, (_, index) => (hashAt(key, index) >>> 0) % 256);
}

export function totpOf(user: UserRecord, secret: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: user.email,
    secret: Secret.fromBase32(secret),
    algorithm: AUTHENTICATOR_TOTP.algorithm,
    digits: AUTHENTICATOR_TOTP.digits,
    period: AUTHENTICATOR_TOTP.periodSeconds,
  });
}

/**
 * The time step of the app's code typed at `now` (one step either side, for the phone's clock
 * and the typing), or null when it is not the app's code or its step was already taken:
 * RFC 6238 section 5.2 wants a code accepted once.
 */
export function acceptedStep(
  user: UserRecord,
  binding: AuthenticatorRecord,
  typed: string,
  now: number,
): number | null {
  const delta = totpOf(user, binding.secret).validate({
    token: typed,
    timestamp: now,
    window: AUTHENTICATOR_TOTP.window,
  });
  if (delta === null) return null;
  const step = Math.floor(now / (AUTHENTICATOR_TOTP.periodSeconds * 1000)) + delta;
  return binding.lastStep !== null && step <= binding.lastStep ? null : step;
}

export const isBound = (user: UserRecord) => (user.authenticator?.boundAt ?? null) !== null;

/** A new secret for the app; one started and not confirmed is replaced. */
export function startBinding(context: EngineContext, user: UserRecord, now: number): AuthenticatorSetup {
  if (isBound(user)) refuse(AuthenticatorRefusal.bound);
  const buffer = new Uint8Array(seededBytes(context, `authenticator:${user.email}:${now}`, SECRET_BYTES));
  const secret = new Secret({ buffer: buffer.buffer }).base32;
  user.authenticator = { secret, boundAt: null, recoveryHashes: [], lastStep: null };
  return { secret, uri: totpOf(user, secret).toString() };
}

function recoveryCode(context: EngineContext, salt: string): string {
  const chars = seededBytes(context, salt, 10).map(
    (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * Binds the started secret when the code is the app's on the engine's clock (one step either
 * side); answers the recovery codes, which only this answer ever carries.
 */
export function confirmBinding(
  context: EngineContext,
  user: UserRecord,
  code: unknown,
  now: number,
): string[] {
  const binding = user.authenticator;
  if (isBound(user)) refuse(AuthenticatorRefusal.bound);
  if (!binding) refuse(AuthenticatorRefusal.notStarted);
  const typed = typeof code === 'string' ? code.trim() : '';
  const problem = authenticatorCodeProblem(typed);
  if (problem) refuse(problem);
  const step = acceptedStep(user, binding, typed, now);
  if (step === null) refuse(AuthenticatorRefusal.wrongCode);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    recoveryCode(context, `recovery:${user.email}:${now}`),
  );
  binding.boundAt = now;
  binding.lastStep = step;
  binding.recoveryHashes = codes.map((each) => secretDigest(user.id, each));
  return codes;
}
