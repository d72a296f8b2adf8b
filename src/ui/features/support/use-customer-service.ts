import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  selectSupportFailure,
  selectSupportInfo,
  selectSupportLoading,
  selectSupportVisible,
} from '../../../application/support/customer-service.selectors';
import { failureText } from '../../shared/failure-text';
import { useServices } from '../../shared/services-context';
import { useSignedIn } from '../../shared/session-actor';

export interface CustomerServiceHandlers {
  /** A failed fetch's server message (SPEC section 8), as the form factor's error toast. */
  toastError(text: string): void;
  /** Visitors go to the form factor's login page (SPEC section 2). */
  toLogin(): void;
}

/** The customer-service button and its modal, over the customer-service machine. */
export function useCustomerService({ toastError, toLogin }: CustomerServiceHandlers) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const actor = useActorRef(useServices().support.customerService);
  const loading = useSelector(actor, selectSupportLoading);
  const visible = useSelector(actor, selectSupportVisible);
  const info = useSelector(actor, selectSupportInfo);
  const failure = useSelector(actor, selectSupportFailure);

  useEffect(() => {
    if (failure === null) return;
    toastError(failureText(intl, failure));
    actor.send({ type: 'failure.shown' });
  }, [failure, toastError, intl, actor]);

  // Logging out (or a -2) while the modal is open closes it: the chat needs a session.
  useEffect(() => {
    if (!signedIn) actor.send({ type: 'close' });
  }, [signedIn, actor]);

  return {
    loading,
    visible: visible && signedIn,
    info,
    open: () => (signedIn ? actor.send({ type: 'open' }) : toLogin()),
    close: () => actor.send({ type: 'close' }),
  };
}
