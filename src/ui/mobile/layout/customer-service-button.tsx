import { Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { customerServiceMessages as messages } from '../../features/support/customer-service.messages';
import { useCustomerService } from '../../features/support/use-customer-service';
import { lazyPage } from '../../shared/lazy-page';
import { showToast } from '../shared/show-toast';
import { TOAST_DURATION_MS } from '../shared/use-soon-toast';
import { LineIcon } from './line-icon';

const CustomerServiceSheet = lazyPage(() => import('./customer-service-sheet'), 'CustomerServiceSheet');

export const HEADSET =
  'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-4 2';

/**
 * SPEC section 2: visitors are sent to login; users get the chat and the contact links in a
 * sheet. Docked, not floating: on a 390 px screen a floating button covered a control on
 * every screen (the Finance entry, the deals' amounts, the settle countdown), so it is the
 * home header's headset (`icon`) and a row of the My page (`row`).
 */
export function CustomerServiceButton({ look = 'icon' }: { look?: 'icon' | 'row' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toastError = useCallback(
    (text: string) => showToast({ content: text, icon: 'fail', duration: TOAST_DURATION_MS }),
    [],
  );
  const toLogin = useCallback(() => navigate('/login'), [navigate]);
  const cs = useCustomerService({ toastError, toLogin });
  const title = intl.formatMessage(messages.title);

  // The sheet's code (antd-mobile's Popup and its animations) loads with the first open.
  // Once opened it stays mounted, so the sheet can animate closed.
  const [opened, setOpened] = useState(false);
  if (cs.visible && !opened) setOpened(true);

  return (
    <>
      {look === 'icon' ? (
        <button
          type="button"
          className="m-icon-button m-cs-entry"
          onClick={cs.open}
          aria-label={title}
          aria-haspopup="dialog"
          data-testid="cs-button"
        >
          <LineIcon d={HEADSET} />
        </button>
      ) : (
        <button
          type="button"
          className="m-stretched-link m-plain-button"
          onClick={cs.open}
          aria-haspopup="dialog"
          data-testid="cs-button"
        >
          {title}
        </button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <CustomerServiceSheet visible={cs.visible} close={cs.close} info={cs.info} loading={cs.loading} />
        </Suspense>
      )}
    </>
  );
}
