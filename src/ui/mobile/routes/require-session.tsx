import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useServices } from '../../app/services-context';
import { loginRedirectPath } from './login-redirect';

/** Screens with personal data: signed-out visitors log in first and come back afterwards. */
export function RequireSession() {
  const { session } = useServices();
  const { pathname, search } = useLocation();
  if (session.isSignedIn()) return <Outlet />;
  return <Navigate to={loginRedirectPath(`${pathname}${search}`)} replace />;
}
