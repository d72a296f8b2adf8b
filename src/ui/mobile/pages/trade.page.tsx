import { useContractSignedIn } from '../../features/contract/use-contract-session';
import { MobileContractView } from './contract/contract-view';
import { SignInPrompt } from './contract/sign-in-prompt';

/** The Trade tab: the seconds contract for signed-in users, a login prompt otherwise. */
export function TradePage() {
  return useContractSignedIn() ? <MobileContractView /> : <SignInPrompt />;
}
