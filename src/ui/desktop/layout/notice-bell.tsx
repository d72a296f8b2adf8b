import { Badge, Tooltip } from 'antd';
import { defineMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useUnreadCount } from '../../features/notices/use-unread-count';
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
  const count = useUnreadCount();
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
