import { useSelector } from '@xstate/react';
import {
  selectAccount,
  selectAccountError,
  selectAccountLoading,
  selectConfirmingReal,
  selectIsDemo,
} from '../../../../application/contract/account.selectors';
import { selectAccountPending } from '../../../../application/contract/order.selectors';
import { ContractAccount } from '../../../../domain/contract/contract';
import { useFailureText } from '../../../shared/failure-text';
import { useContractScreenContext } from '../screen/contract-screen-context';

/** The real/demo switch: demo -> real waits for the user's confirmation in a dialog. */
export function useAccountSwitch() {
  const { account, order } = useContractScreenContext();
  const error = useFailureText()(useSelector(account, selectAccountError));
  return {
    account: useSelector(account, selectAccount),
    isDemo: useSelector(account, selectIsDemo),
    loading: useSelector(account, selectAccountLoading),
    /** Why the config failed to load, in words; null when it did not. */
    error,
    // The order refuses until the shown account's config has arrived: Up / Down stay off.
    blocked: useSelector(order, selectAccountPending),
    confirmingReal: useSelector(account, selectConfirmingReal),
    choose: (next: ContractAccount) => account.send({ type: 'account.switch', account: next }),
    confirm: () => account.send({ type: 'switch.confirm' }),
    cancel: () => account.send({ type: 'switch.cancel' }),
    retry: () => account.send({ type: 'retry' }),
  };
}

export const ACCOUNTS: readonly ContractAccount[] = [ContractAccount.real, ContractAccount.demo];
