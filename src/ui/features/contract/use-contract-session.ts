import { useServices } from '../../app/services-context';

/** Whether a user is signed in: the contract screens show a login prompt otherwise. */
export function useContractSignedIn(): boolean {
  return useServices().session.isSignedIn();
}
