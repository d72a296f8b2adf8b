import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSignedIn } from '../../shared/session-actor';
import { loginRedirectPath } from './login-redirect';

/** Screens with personal data: signed-out visitors log in first and come back afterwards. */
export function RequireSession() {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  if (signedIn) return <Outlet />;
  return <Navigate to={loginRedirectPath(`${pathname}${search}`)} replace />;
}
