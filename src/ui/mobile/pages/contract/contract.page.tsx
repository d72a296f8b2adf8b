import { useContractSignedIn } from '../../../features/contract/screen/use-contract-session';
import { MobileContractView } from './contract-view';
import { SignInPrompt } from './sign-in-prompt';

/** The Trade tab: the seconds contract for signed-in users, a login prompt otherwise. */
export function ContractPage() {
  return useContractSignedIn() ? <MobileContractView /> : <SignInPrompt />;
}
