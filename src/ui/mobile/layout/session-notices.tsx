import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionRef } from '../../shared/session-actor';
import { useSessionNotice } from '../../features/session/use-session-notice';
import { useStorageNotice } from '../../features/storage/use-storage-notice';
import { loginRedirectPath } from '../routes/login-redirect';
import { showToast } from '../shared/show-toast';
import { TOAST_DURATION_MS } from '../shared/use-soon-toast';

/** Long enough to read: the storage notice is shown once and says what to do. */
const STORAGE_NOTICE_MS = 6_000;

/**
 * Session notices as toasts (after a -2 the user logs in again and comes back here), and
 * the one notice that browser storage is full.
 */
export function SessionNotices() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useSessionRef();
  const toast = useCallback((text: string, kind: 'success' | 'error') => {
    showToast({ content: text, icon: kind === 'error' ? 'fail' : 'success', duration: TOAST_DURATION_MS });
  }, []);
  const onExpired = useCallback(() => {
    const here = `${pathname}${search}`;
    session.send({ type: 'session.remember', path: here });
    navigate(loginRedirectPath(here));
  }, [navigate, pathname, search, session]);
  useSessionNotice({ toast, onExpired });
  const warn = useCallback((text: string) => {
    showToast({ content: text, duration: STORAGE_NOTICE_MS });
  }, []);
  useStorageNotice(warn);
  return null;
}
