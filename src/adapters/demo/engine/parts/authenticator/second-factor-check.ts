import { isAuthenticatorCode, isRecoveryCode } from '../../../../../domain/user/second-factor';
import type { UserRecord } from '../../user-records';
import { legacyPasswordHash } from '../../legacy-hash';
import { secretDigest } from '../../digests';
import { acceptedStep, isBound } from './authenticator-binding';

/** Whether the user's withdrawals ask for the authenticator (profile googleBind). */
export const hasAuthenticator = (user: UserRecord) => isBound(user);

/**
 * What a second factor typed for a money move is worth: the app's code on the engine's clock
 * (one step either side, as at binding, and never a step already taken), or one of the
 * recovery codes not yet used; null when it is neither. A recovery code is only spent by `spend`, once the move goes through, so a
 * refusal after this check (a wrong fund password) does not cost the user one.
 */
export function secondFactorOf(user: UserRecord, code: unknown, now: number): { spend(): void } | null {
  const binding = user.authenticator;
  if (!binding || binding.boundAt === null) return null;
  const typed = typeof code === 'string' ? code.trim().toLowerCase() : '';
  if (isAuthenticatorCode(typed)) {
    const step = acceptedStep(user, binding, typed, now);
    // Taken once the move goes through, as a recovery code is spent.
    return step === null ? null : { spend: () => void (binding.lastStep = step) };
  }
  if (!isRecoveryCode(typed)) return null;
  // Codes handed out by an earlier version are kept in its fast hash; each is good once all the same.
  const hash = [secretDigest(user.id, typed), legacyPasswordHash(user.id, typed)].find((each) =>
    binding.recoveryHashes.includes(each),
  );
  if (hash === undefined) return null;
  return {
    spend: () => {
      binding.recoveryHashes = binding.recoveryHashes.filter((each) => each !== hash);
    },
  };
}
