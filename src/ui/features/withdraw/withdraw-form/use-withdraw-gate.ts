import { useEffect } from 'react';
import { selectProfile } from '../../../../application/session/session.selectors';
import { withdrawGate } from '../../../../domain/withdraw/withdraw-gate';
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
  return withdrawGate(useSessionSelector(selectProfile));
}
