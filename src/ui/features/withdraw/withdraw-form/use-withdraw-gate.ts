import { useEffect } from 'react';
import { selectProfile, selectProfileFailure } from '../../../../application/session/session.selectors';
import { withdrawGate } from '../../../../domain/withdraw/withdraw-gate';
import { useFailureText } from '../../../shared/failure-text';
import { useSessionRef, useSessionSelector } from '../../../shared/session-actor';

/**
 * Which gate the withdraw screen is at, from the profile's authen and isAssert. The profile is
 * read again on arrival, so a verification or a fund password set elsewhere counts at once.
 */
export function useWithdrawGate() {
  const session = useSessionRef();
  useEffect(() => {
    session.send({ type: 'profile.reload' });
  }, [session]);
  return withdrawGate(useSessionSelector(selectProfile), useSessionSelector(selectProfileFailure) !== null);
}

/** Why the profile could not be read, in words (null while it is not failing), and Retry. */
export function useProfileFailure() {
  const session = useSessionRef();
  return {
    reason: useFailureText()(useSessionSelector(selectProfileFailure)),
    retry: () => session.send({ type: 'profile.reload' }),
  };
}
