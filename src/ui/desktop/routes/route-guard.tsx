import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardDesktopPath } from '../../../domain/session/route-guard';
import { useSignedIn } from '../../shared/session-actor';
import { DESKTOP_BASE, pathBelowPc } from './desktop-routes';

/**
 * SPEC section 4: visitors without a token may open only the public paths. The requested
 * URL travels in ?redirect= so that a successful login can return there.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const verdict = guardDesktopPath(pathBelowPc(pathname), signedIn);
  if (verdict.kind === 'allow') return children;
  const redirect = encodeURIComponent(`${pathname}${search}`);
  return <Navigate replace to={`${DESKTOP_BASE}${verdict.to}?redirect=${redirect}`} />;
}
