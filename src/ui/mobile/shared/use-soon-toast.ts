import { useCallback } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { showToast } from './show-toast';

const soonMessage = defineMessage<{ feature: string }>({
  id: 'mobile.soon.toast',
  defaultMessage: '{feature} opens soon',
});

/** SPEC section 9: toasts last 2000 ms. */
export const TOAST_DURATION_MS = 2000;

/** A toast for an entry whose screen arrives in a later issue. */
export function useSoonToast(): (feature: string) => void {
  const intl = useIntl();
  return useCallback(
    (feature: string) => {
      showToast({ content: intl.formatMessage(soonMessage, { feature }), duration: TOAST_DURATION_MS });
    },
    [intl],
  );
}
