import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ContractScreenMachine } from '../../../../application/contract/contract-screen.machine';
import { failureText } from '../../../shared/failure-text';
import { contractMessages } from '../contract.messages';
import type { Notify } from './contract-screen-context';

/** Toasts each order's end as the screen machine emits it. */
export function useScreenToasts(screen: ActorRefFrom<ContractScreenMachine>, notify: Notify) {
  const intl = useIntl();
  useEffect(() => {
    const created = screen.on('order.created', () =>
      notify.success(intl.formatMessage(contractMessages.createSuccess)),
    );
    // A lost answer is not a failure: positions and balances were reloaded for the trader to check.
    const failed = screen.on('order.failed', ({ failure }) =>
      (failure.kind === 'outcome-unknown' ? notify.warning : notify.error)(failureText(intl, failure)),
    );
    return () => {
      created.unsubscribe();
      failed.unsubscribe();
    };
  }, [screen, notify, intl]);
}
