import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectReturnTo, selectSignedIn } from '../../../application/session/session.selectors';
import { useSessionSelector } from '../../shared/session-actor';

/** Only same-app paths: '?redirect=https://evil.example' must not send a user away. */
const isAppPath = (path: string | null): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//');

/** On a login page: once signed in, go to ?redirect=, else the remembered page, else home. */
export function useReturnAfterLogin(home: string): void {
  const signedIn = useSessionSelector(selectSignedIn);
  const returnTo = useSessionSelector(selectReturnTo);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  useEffect(() => {
    if (!signedIn) return;
    const target = [redirect, returnTo].find(isAppPath) ?? home;
    navigate(target, { replace: true });
  }, [signedIn, redirect, returnTo, home, navigate]);
}
