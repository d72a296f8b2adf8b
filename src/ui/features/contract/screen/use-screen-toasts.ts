import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ContractScreenMachine } from '../../../../application/contract/contract-screen.machine';
import { failureText } from '../../../shared/failure-text';
import { useNotify } from '../../../shared/notify';
import { useEmitted } from '../../../shared/use-emitted';
import { contractMessages } from '../contract.messages';

/** Toasts each order's end as the screen machine emits it. */
export function useScreenToasts(screen: ActorRefFrom<ContractScreenMachine>) {
  const intl = useIntl();
  const notify = useNotify();
  useEmitted(screen, {
    'order.created': () => notify.success(intl.formatMessage(contractMessages.createSuccess)),
    // A lost answer is not a failure: positions and balances were reloaded for the trader to check.
    'order.failed': ({ failure }) =>
      (failure.kind === 'outcome-unknown' ? notify.warning : notify.error)(failureText(intl, failure)),
  });
}
