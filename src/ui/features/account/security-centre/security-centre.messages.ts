import { defineMessages, type MessageDescriptor } from 'react-intl';
import { IdentityStatus } from '../../../../domain/user/identity';

/** Texts of the security centre, both form factors (catalogue account.json). */
export const securityCentreMessages = defineMessages({
  email: { id: 'account.security.email', defaultMessage: 'Email' },
  loginPassword: { id: 'account.security.loginPassword', defaultMessage: 'Login password' },
  change: { id: 'account.security.change', defaultMessage: 'Change' },
  fundPassword: { id: 'account.security.fundPassword', defaultMessage: 'Fund password' },
  fundSet: { id: 'account.security.fundSet', defaultMessage: 'Set' },
  fundNotSet: { id: 'account.security.fundNotSet', defaultMessage: 'Not set' },
  setFund: { id: 'account.security.setFund', defaultMessage: 'Set fund password' },
  identity: { id: 'account.security.identity', defaultMessage: 'Identity verification' },
  changePasswordTitle: { id: 'account.password.title', defaultMessage: 'Change login password' },
  loading: { id: 'account.security.loading', defaultMessage: 'Loading…' },
});

/** SPEC section 4's words for the profile's authen. */
const identityMessages = defineMessages({
  none: { id: 'account.identity.none', defaultMessage: 'not authenticated' },
  reviewing: { id: 'account.identity.reviewing', defaultMessage: 'reviewing' },
  verified: { id: 'account.identity.verified', defaultMessage: 'verified' },
  rejected: { id: 'account.identity.rejected', defaultMessage: 'Review rejected' },
});

export function identityStatusMessage(authen: number): MessageDescriptor {
  if (authen === IdentityStatus.reviewing) return identityMessages.reviewing;
  if (authen === IdentityStatus.verified) return identityMessages.verified;
  if (authen === IdentityStatus.rejected) return identityMessages.rejected;
  return identityMessages.none;
}
