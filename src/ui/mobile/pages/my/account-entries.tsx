import { List } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSessionRef } from '../../../shared/session-actor';
import { accountMenuMessages as messages } from '../../../features/session/account-menu.messages';
import { sessionMessages } from '../../../features/session/session.messages';
import { addressBookMessages } from '../../../features/withdraw/address-book/address-book.messages';
import { productsMessages } from '../../../features/products/products.messages';
import { subscriptionMessages } from '../../../features/products/subscription.messages';
import { messagesMessages } from '../../../features/messages/messages.messages';
import { inviteMessages } from '../../../features/account/invite/invite.messages';
import { CustomerServiceButton, HEADSET } from '../../layout/customer-service-button';
import { LineIcon } from '../../layout/line-icon';
import { UnreadBadge } from '../messages/unread-badge';
import { MY_ICONS } from './my-icons';

const LINKS = [
  { key: 'settings', to: '/setting/safty', icon: MY_ICONS.security, label: messages.settings },
  // messages and help: the messages with the unread badge
  { key: 'messages', to: '/setting/message?type=4', icon: MY_ICONS.bell, label: messagesMessages.title },
  { key: 'records', to: '/account/trade?type=4', icon: MY_ICONS.records, label: messages.records },
  { key: 'identity', to: '/setting/verify?type=2', icon: MY_ICONS.verify, label: messages.identity },
  // withdraw
  { key: 'addresses', to: '/setting/address', icon: MY_ICONS.security, label: addressBookMessages.title },
  // products: my holdings of each (mining is the pool)
  { key: 'finance', to: '/finance/record', icon: MY_ICONS.records, label: productsMessages.myFinance },
  { key: 'mining', to: '/mining/record', icon: MY_ICONS.records, label: productsMessages.myMining },
  { key: 'fund', to: '/fund/record', icon: MY_ICONS.records, label: productsMessages.myFund },
  { key: 'subscriptions', to: '/subscribe/record', icon: MY_ICONS.records, label: subscriptionMessages.mine },
  // account: invitations
  { key: 'invite', to: '/invite', icon: MY_ICONS.invite, label: inviteMessages.title },
] as const;

/** SPEC section 2's account entries under the account card (signed in); log out says 'Exited'. */
export function AccountEntries() {
  const intl = useIntl();
  const session = useSessionRef();
  return (
    <nav aria-label={intl.formatMessage(messages.settings)} className="m-account-entries">
      <List className="m-list">
        {LINKS.map((link) => (
          <List.Item
            key={link.key}
            prefix={<LineIcon d={link.icon} size={20} />}
            extra={link.key === 'messages' ? <UnreadBadge testId="my-messages-unread" /> : undefined}
            arrowIcon
          >
            <Link to={link.to} className="m-stretched-link" data-testid={`my-${link.key}`}>
              {intl.formatMessage(link.label)}
            </Link>
          </List.Item>
        ))}
        <List.Item prefix={<LineIcon d={HEADSET} size={20} />} arrowIcon>
          <CustomerServiceButton look="row" />
        </List.Item>
        <List.Item prefix={<LineIcon d={MY_ICONS.logout} size={20} />}>
          <button
            type="button"
            className="m-stretched-link m-plain-button"
            data-testid="my-logout"
            onClick={() => session.send({ type: 'logout' })}
          >
            {intl.formatMessage(sessionMessages.logout)}
          </button>
        </List.Item>
      </List>
    </nav>
  );
}
