import { useSignedIn } from '../../../shared/session-actor';

/** Whether a user is signed in: the contract screens show a login prompt otherwise. */
export function useContractSignedIn(): boolean {
  return useSignedIn();
}
