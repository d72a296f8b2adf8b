import { useContractSignedIn } from '../../../features/contract/screen/use-contract-session';
import { useFirstScreenHandover } from '../../../shared/use-first-screen-handover';
import { MobileContractView } from './contract-view';
import { SignInPrompt } from './sign-in-prompt';

/** The Trade tab: the seconds contract for signed-in users, a login prompt otherwise. */
export function ContractPage() {
  useFirstScreenHandover();
  return useContractSignedIn() ? <MobileContractView /> : <SignInPrompt />;
}
