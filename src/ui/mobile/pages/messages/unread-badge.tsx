import { Badge } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { messagesBadge } from '../../../features/messages/messages.messages';
import { useUnreadCount } from '../../../features/notices/use-unread-count';
import { LineIcon } from '../../layout/line-icon';
import { MY_ICONS } from '../my/my-icons';
import './messages.css';

/**
 * The unread count as a badge (on a bell in a header), named for assistive tech with its
 * count; the badge itself shows only while something is unread.
 */
export function UnreadBadge({ testId, bell = false }: { testId: string; bell?: boolean }) {
  const intl = useIntl();
  const count = useUnreadCount();
  const label = intl.formatMessage(messagesBadge, { count });
  return (
    <span className="m-unread" role="status" aria-label={label} data-testid={testId} data-count={count}>
      <Badge content={count > 0 ? count : null} aria-hidden="true">
        {bell && <LineIcon d={MY_ICONS.bell} size={22} />}
      </Badge>
    </span>
  );
}
