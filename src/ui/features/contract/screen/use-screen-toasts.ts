import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ContractScreenMachine } from '../../../../application/contract/contract-screen.machine';
import { OUTCOME_UNKNOWN } from '../../../../application/shared/failure-message';
import { useNotify } from '../../../shared/notify';
import { useEmitted } from '../../../shared/use-emitted';
import { contractMessages } from '../contract.messages';
import { refusalText } from '../order/refusal-text';

/** Toasts each order's end as the screen machine emits it. */
export function useScreenToasts(screen: ActorRefFrom<ContractScreenMachine>) {
  const intl = useIntl();
  const notify = useNotify();
  useEmitted(screen, {
    'order.created': () => notify.success(intl.formatMessage(contractMessages.createSuccess)),
    'order.failed': ({ failure }) => notify.error(refusalText(intl, failure)),
    // A lost answer is not a failure: positions and balances were reloaded for the trader to check.
    'order.unknown': () => notify.warning(refusalText(intl, OUTCOME_UNKNOWN)),
  });
}
