import { useActorRef, useSelector } from '@xstate/react';
import { Badge, Tooltip } from 'antd';
import { useEffect } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { selectUnreadCount } from '../../../application/notices/notice-count.selectors';
import { REFRESH_NOTICE_EVENT } from '../../features/notices/refresh-notice';
import { useServices } from '../../shared/services-context';
import { pcPath } from '../routes/desktop-routes';
import { BellIcon } from './shell-icons';

const unreadMessage = defineMessage<{ count: number }>({
  id: 'session.bell.unread',
  defaultMessage: 'Messages: {count} unread',
});

/**
 * SPEC section 2: the bell with the server's unread count; it opens /setting/message?type=4.
 * The count reloads every 5 s and at once on a refresh-notice event (SPEC section 7).
 */
export function NoticeBell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const actor = useActorRef(useServices().notices.count);
  const count = useSelector(actor, selectUnreadCount);
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
  const label = intl.formatMessage(unreadMessage, { count });
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className="dt-icon-button"
        aria-label={label}
        data-testid="nav-notice-bell"
        onClick={() => navigate(pcPath('/setting/message?type=4'))}
      >
        <Badge count={count} size="small" offset={[4, -4]}>
          <BellIcon />
        </Badge>
      </button>
    </Tooltip>
  );
}
