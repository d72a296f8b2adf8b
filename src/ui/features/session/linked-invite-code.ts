import { useLocation } from 'react-router-dom';
import { inviteCodeOf } from '../../../domain/account/invite';

/** The invite code the address carries (an invite link's), which the register form starts with. */
export function useLinkedInviteCode(): string {
  return inviteCodeOf(useLocation().search);
}
