import type { Notify } from '../../shared/notify';
import { showToast } from './show-toast';
import { TOAST_DURATION_MS } from './use-soon-toast';

/** SPEC section 8: success, error and warning (as info) toasts of 2000 ms, for every phone screen. */
export const mobileNotify: Notify = {
  success: (content) => showToast({ icon: 'success', content, duration: TOAST_DURATION_MS }),
  error: (content) => showToast({ icon: 'fail', content, duration: TOAST_DURATION_MS }),
  warning: (content) => showToast({ content, duration: TOAST_DURATION_MS }),
};
