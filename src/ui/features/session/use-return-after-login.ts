import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectReturnTo, selectSignedIn } from '../../../application/session/session.selectors';
import { safeReturnPath } from '../../../domain/session/return-path';
import { useSessionSelector } from '../../shared/session-actor';

/** On a login page: once signed in, go to ?redirect=, else the remembered page, else home. */
export function useReturnAfterLogin(home: string): void {
  const signedIn = useSessionSelector(selectSignedIn);
  const returnTo = useSessionSelector(selectReturnTo);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  useEffect(() => {
    if (!signedIn) return;
    // Only same-app paths: a crafted ?redirect= must not send a user away (domain rule).
    const target = safeReturnPath(redirect) ?? safeReturnPath(returnTo) ?? home;
    navigate(target, { replace: true });
  }, [signedIn, redirect, returnTo, home, navigate]);
}
