import type { MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { selectMaskedEmail } from '../../../application/session/session.selectors';
import { useSessionRef, useSessionSelector } from '../../shared/session-actor';
import { accountMenuMessages as messages } from '../../features/session/account-menu.messages';
import { sessionMessages } from '../../features/session/session.messages';
import { shellMessages } from '../desktop.messages';
import { pcPath } from '../routes/desktop-routes';
import { UserIcon } from './shell-icons';
import { LazyDropdown } from '../shared/lazy-dropdown';
import { headerPopupContainer } from './header-popup-container';

const LINKS = {
  settings: '/setting/safty?type=1',
  records: '/account/trade',
  identity: '/setting/verify',
  // The security centre changes the password too; the menu keeps /pc/login/modify reachable.
  password: '/login/modify',
} as const;

/** SPEC section 2: the masked email and the account entries; log out makes no server call. */
export function AccountMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSessionRef();
  const email = useSessionSelector(selectMaskedEmail);
  const items: MenuProps['items'] = [
    // Not an action, so disabled; its own colour keeps it readable (antd greys disabled items).
    {
      key: 'email',
      label: (
        <span className="dt-account-menu__email" data-testid="nav-account-email">
          {email}
        </span>
      ),
      disabled: true,
    },
    { type: 'divider' },
    { key: 'settings', label: intl.formatMessage(messages.settings) },
    { key: 'records', label: intl.formatMessage(messages.records) },
    { key: 'identity', label: intl.formatMessage(messages.identity) },
    { key: 'password', label: intl.formatMessage(messages.password) },
    { type: 'divider' },
    { key: 'logout', label: intl.formatMessage(sessionMessages.logout), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      session.send({ type: 'logout' });
      navigate(pcPath('/main'));
    } else if (key in LINKS) navigate(pcPath(LINKS[key as keyof typeof LINKS]));
  };
  return (
    <LazyDropdown
      menu={{ items, onClick }}
      trigger={['click', 'hover']}
      placement="bottomRight"
      getPopupContainer={headerPopupContainer}
    >
      <button
        type="button"
        className="dt-icon-button"
        data-testid="nav-account-menu"
        aria-label={intl.formatMessage(shellMessages.account)}
      >
        <UserIcon />
      </button>
    </LazyDropdown>
  );
}
