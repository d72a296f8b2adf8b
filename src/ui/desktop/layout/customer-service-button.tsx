import { App, Modal, Tooltip } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CustomerServicePanel } from '../../features/support/customer-service-panel';
import { customerServiceMessages as messages } from '../../features/support/customer-service.messages';
import { useCustomerService } from '../../features/support/use-customer-service';
import { pcPath } from '../routes/desktop-routes';

/** SPEC section 9: toasts last 2000 ms. */
const TOAST_SECONDS = 2;

function HeadsetIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-4 2" />
    </svg>
  );
}

/** The header's customer-service button with its tooltip (the build's painted header draws it too). */
export function CustomerServiceTrigger({ onOpen }: { onOpen: () => void }) {
  const title = useIntl().formatMessage(messages.title);
  return (
    <Tooltip title={title}>
      <button
        type="button"
        className="dt-icon-button"
        onClick={onOpen}
        aria-label={title}
        aria-haspopup="dialog"
        data-testid="cs-button"
      >
        <HeadsetIcon />
      </button>
    </Tooltip>
  );
}

/**
 * The customer-service button (SPEC section 2): login for visitors, the chat modal for users.
 * It sits in the header beside the account rather than floating: a floating button covered
 * the terminal's Transfer button and the settle countdown.
 */
export function CustomerServiceButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const toastError = useCallback(
    (text: string) => void message.open({ type: 'error', content: text, duration: TOAST_SECONDS }),
    [message],
  );
  const toLogin = useCallback(() => navigate(pcPath('/login/login')), [navigate]);
  const cs = useCustomerService({ toastError, toLogin });
  const title = intl.formatMessage(messages.title);

  return (
    <>
      <CustomerServiceTrigger onOpen={cs.open} />
      <Modal open={cs.visible} title={title} onCancel={cs.close} footer={null} width={720} destroyOnHidden>
        <div data-testid="cs-dialog">
          <CustomerServicePanel info={cs.info} loading={cs.loading} />
        </div>
      </Modal>
    </>
  );
}
