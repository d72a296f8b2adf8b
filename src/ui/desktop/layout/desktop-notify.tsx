import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { NotifyProvider, type Notify } from '../../shared/notify';

/** SPEC section 9: toasts last 2000 ms. */
const TOAST_SECONDS = 2;

/** SPEC section 8: success, error and warning (shown as info) antd messages, for every desktop screen. */
export function DesktopNotifyProvider({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const notify: Notify = useMemo(
    () => ({
      success: (content) => void message.open({ type: 'success', content, duration: TOAST_SECONDS }),
      error: (content) => void message.open({ type: 'error', content, duration: TOAST_SECONDS }),
      warning: (content) => void message.open({ type: 'info', content, duration: TOAST_SECONDS }),
    }),
    [message],
  );
  return <NotifyProvider value={notify}>{children}</NotifyProvider>;
}
