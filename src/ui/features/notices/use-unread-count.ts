import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectUnreadCount } from '../../../application/notices/notice-count.selectors';
import { useServices } from '../../shared/services-context';
import { REFRESH_NOTICE_EVENT } from './refresh-notice';

/**
 * The signed-in user's unread count (the desktop bell, the phone's messages badge): reloaded
 * every 5 s while the tab is visible and at once on a refresh-notice event (SPEC section 7).
 */
export function useUnreadCount(): number {
  const actor = useActorRef(useServices().notices.count);
  useEffect(() => {
    const report = () =>
      actor.send({ type: 'visibility.changed', visible: document.visibilityState === 'visible' });
    const refresh = () => actor.send({ type: 'refresh' });
    document.addEventListener('visibilitychange', report);
    window.addEventListener(REFRESH_NOTICE_EVENT, refresh);
    return () => {
      document.removeEventListener('visibilitychange', report);
      window.removeEventListener(REFRESH_NOTICE_EVENT, refresh);
    };
  }, [actor]);
  return useSelector(actor, selectUnreadCount);
}
