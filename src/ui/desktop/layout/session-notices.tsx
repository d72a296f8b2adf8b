import { App } from 'antd';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionRef } from '../../shared/session-actor';
import { useSessionNotice } from '../../features/session/use-session-notice';
import { useStorageNotice } from '../../features/storage/use-storage-notice';
import { DESKTOP_BASE } from '../routes/desktop-routes';

/** SPEC section 9: toasts last 2000 ms. */
const TOAST_SECONDS = 2;

/** Long enough to read: the storage notice is shown once and says what to do. */
const STORAGE_NOTICE_SECONDS = 6;

/**
 * Session notices as antd messages (after a -2 the user logs in again and comes back), and
 * the one notice that browser storage is full.
 */
export function SessionNotices() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useSessionRef();
  const toast = useCallback(
    (text: string, kind: 'success' | 'error') =>
      void message.open({ type: kind, content: text, duration: TOAST_SECONDS }),
    [message],
  );
  const onExpired = useCallback(() => {
    const here = `${pathname}${search}`;
    session.send({ type: 'session.remember', path: here });
    navigate(`${DESKTOP_BASE}/login/login?redirect=${encodeURIComponent(here)}`);
  }, [navigate, pathname, search, session]);
  useSessionNotice({ toast, onExpired });
  const warn = useCallback(
    (text: string) => void message.open({ type: 'warning', content: text, duration: STORAGE_NOTICE_SECONDS }),
    [message],
  );
  useStorageNotice(warn);
  return null;
}
