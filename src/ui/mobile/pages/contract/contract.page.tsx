import { useEffect } from 'react';
import { useContractSignedIn } from '../../../features/contract/screen/use-contract-session';
import { releaseFirstScreen } from '../../../shared/first-screen';
import { MobileContractView } from './contract-view';
import { SignInPrompt } from './sign-in-prompt';

/** The Trade tab: the seconds contract for signed-in users, a login prompt otherwise. */
export function ContractPage() {
  // The build's painted copy of the visitor's prompt lay over the app until now (first-screen/).
  useEffect(() => releaseFirstScreen(), []);
  return useContractSignedIn() ? <MobileContractView /> : <SignInPrompt />;
}
