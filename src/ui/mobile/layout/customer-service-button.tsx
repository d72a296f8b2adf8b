import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { customerServiceMessages as messages } from '../../features/support/customer-service.messages';
import { lazyPage } from '../../shared/lazy-page';
import { LineIcon } from './line-icon';

// The machine's hook, the toast and the sheet load with the first press: the home's first
// screen carries only the button (the bench's `/` budget).
const CustomerServiceLive = lazyPage(() => import('./customer-service-live'), 'CustomerServiceLive');

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
  const [presses, setPresses] = useState(0);
  const press = () => setPresses((count) => count + 1);
  const title = intl.formatMessage(messages.title);

  return (
    <>
      {look === 'icon' ? (
        <button
          type="button"
          className="m-icon-button m-cs-entry"
          onClick={press}
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
          onClick={press}
          aria-haspopup="dialog"
          data-testid="cs-button"
        >
          {title}
        </button>
      )}
      {presses > 0 && (
        <Suspense fallback={null}>
          <CustomerServiceLive presses={presses} />
        </Suspense>
      )}
    </>
  );
}
