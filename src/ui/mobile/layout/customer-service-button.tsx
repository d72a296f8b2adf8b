import { Popup, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CustomerServicePanel } from '../../features/support/customer-service-panel';
import { customerServiceMessages as messages } from '../../features/support/customer-service.messages';
import { useCustomerService } from '../../features/support/use-customer-service';
import { TOAST_DURATION_MS } from '../shared/use-soon-toast';
import { LineIcon } from './line-icon';

const HEADSET =
  'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-4 2';

/** SPEC section 2: visitors are sent to login; users get the chat and the contact links in a sheet. */
export function CustomerServiceButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const toastError = useCallback(
    (text: string) => Toast.show({ content: text, icon: 'fail', duration: TOAST_DURATION_MS }),
    [],
  );
  const toLogin = useCallback(() => navigate('/login'), [navigate]);
  const cs = useCustomerService({ toastError, toLogin });
  const title = intl.formatMessage(messages.title);

  return (
    <>
      <button
        type="button"
        className="m-cs-button"
        onClick={cs.open}
        aria-label={title}
        aria-haspopup="dialog"
        data-testid="cs-button"
      >
        <LineIcon d={HEADSET} />
      </button>
      <Popup
        visible={cs.visible}
        onMaskClick={cs.close}
        onClose={cs.close}
        bodyClassName="m-cs-sheet"
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-labelledby="cs-title" data-testid="cs-dialog">
          <div className="m-cs-sheet__head">
            <h2 id="cs-title" className="m-cs-sheet__title">
              {title}
            </h2>
            <button type="button" className="m-plain-button m-cs-sheet__close" onClick={cs.close}>
              {intl.formatMessage(messages.close)}
            </button>
          </div>
          <CustomerServicePanel info={cs.info} loading={cs.loading} />
        </div>
      </Popup>
    </>
  );
}
