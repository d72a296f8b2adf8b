import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCustomerService } from '../../features/support/use-customer-service';
import { lazyPage } from '../../shared/lazy-page';
import { showToast } from '../shared/show-toast';
import { TOAST_DURATION_MS } from '../shared/use-soon-toast';

const CustomerServiceSheet = lazyPage(() => import('./customer-service-sheet'), 'CustomerServiceSheet');

/**
 * What the customer-service button does, loaded with its first press: the machine's hook,
 * the error toast and the sheet. `presses` counts the button's presses; each new one opens
 * (or, for a visitor, goes to login), the first one as this mounts.
 */
export function CustomerServiceLive({ presses }: { presses: number }) {
  const navigate = useNavigate();
  const toastError = useCallback(
    (text: string) => showToast({ content: text, icon: 'fail', duration: TOAST_DURATION_MS }),
    [],
  );
  const toLogin = useCallback(() => navigate('/login'), [navigate]);
  const cs = useCustomerService({ toastError, toLogin });
  const handled = useRef(0);
  const { open } = cs;
  useEffect(() => {
    if (presses === handled.current) return;
    handled.current = presses;
    open();
  }, [presses, open]);

  // Once opened the sheet stays mounted, so it can animate closed.
  const [opened, setOpened] = useState(false);
  if (cs.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CustomerServiceSheet visible={cs.visible} close={cs.close} info={cs.info} loading={cs.loading} />
    </Suspense>
  );
}
