import { Toast } from 'antd-mobile';
import type { Notify } from '../../../features/contract/screen/contract-screen-context';
import { TOAST_DURATION_MS } from '../../shared/use-soon-toast';

/** SPEC section 8: success, error and warning (as info) toasts of 2000 ms. */
export const mobileNotify: Notify = {
  success: (content) => Toast.show({ icon: 'success', content, duration: TOAST_DURATION_MS }),
  error: (content) => Toast.show({ icon: 'fail', content, duration: TOAST_DURATION_MS }),
  warning: (content) => Toast.show({ content, duration: TOAST_DURATION_MS }),
};
