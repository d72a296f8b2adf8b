import { App } from 'antd';
import { useMemo } from 'react';
import type { Notify } from '../../../features/contract/screen/contract-screen-context';

/** SPEC section 9: toasts last 2000 ms. */
const TOAST_SECONDS = 2;

/** SPEC section 8: success, error and warning (shown as info) antd messages. */
export function useDesktopNotify(): Notify {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (content) => void message.open({ type: 'success', content, duration: TOAST_SECONDS }),
      error: (content) => void message.open({ type: 'error', content, duration: TOAST_SECONDS }),
      warning: (content) => void message.open({ type: 'info', content, duration: TOAST_SECONDS }),
    }),
    [message],
  );
}
