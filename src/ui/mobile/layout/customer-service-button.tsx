import { Toast } from 'antd-mobile';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSignedIn } from '../../app/session-actor';
import { TOAST_DURATION_MS } from '../shared/use-soon-toast';
import { LineIcon } from './line-icon';

const messages = defineMessages({
  label: { id: 'mobile.cs.label', defaultMessage: 'Customer service' },
  soon: { id: 'mobile.cs.soon', defaultMessage: 'Chat with customer service opens soon' },
});

const HEADSET =
  'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-4 2';

/** SPEC section 2: the chat needs a session; visitors are sent to login first. */
export function CustomerServiceButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signedIn = useSignedIn();

  const open = () => {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    // The chat modal arrives with the session issue.
    Toast.show({ content: intl.formatMessage(messages.soon), duration: TOAST_DURATION_MS });
  };

  return (
    <button
      type="button"
      className="m-cs-button"
      onClick={open}
      aria-label={intl.formatMessage(messages.label)}
    >
      <LineIcon d={HEADSET} />
    </button>
  );
}
