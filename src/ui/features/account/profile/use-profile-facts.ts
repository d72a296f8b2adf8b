import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { selectProfile } from '../../../../application/session/session.selectors';
import { maskedIdNumber } from '../../../../domain/account/identity-state';
import { IdentityStatus } from '../../../../domain/user/identity';
import { useSessionRef, useSessionSelector } from '../../../shared/session-actor';
import { authenticatorMessages } from '../authenticator/authenticator.messages';
import { identityStatusMessage, securityCentreMessages } from '../security-centre/security-centre.messages';
import { profileMessages as messages } from './profile.messages';

export interface ProfileFact {
  key: string;
  label: string;
  value: string;
  /** Shown with a copy button (the invite code, to share). */
  copy?: true;
}

/** Only an https or inline picture is shown; anything else keeps the drawn placeholder. */
const avatarUrl = (avatar: string) =>
  /^(https:\/\/|data:image\/)/i.test(avatar.trim()) ? avatar.trim() : null;

/**
 * The signed-in user's profile (/user/info) as the rows a user reads: UID, email, username,
 * invite code, identity status in the SPEC's words (with the verified name and number, masked),
 * fund password and authenticator. null until the session has read the profile. `reload`
 * reads it again on arrival (a screen that already does, the security centre, passes false).
 */
export function useProfileFacts(reload = true) {
  const t = useIntl().formatMessage;
  const session = useSessionRef();
  useEffect(() => {
    if (reload) session.send({ type: 'profile.reload' });
  }, [session, reload]);
  const profile = useSessionSelector(selectProfile);
  if (profile === null) return null;
  const fact = (key: string, label: MessageDescriptor, value: string): ProfileFact => ({
    key,
    label: t(label),
    value,
  });
  const verified = profile.authen === IdentityStatus.verified;
  const facts: ProfileFact[] = [
    fact('uid', messages.uid, profile.userId),
    fact('email', messages.email, profile.email),
    ...(profile.sysUserName ? [fact('username', messages.username, profile.sysUserName)] : []),
    { ...fact('invite', messages.inviteCode, profile.inviteCode), copy: true as const },
    fact('identity', messages.identity, t(identityStatusMessage(profile.authen))),
    ...(verified && profile.realName ? [fact('real-name', messages.realName, profile.realName)] : []),
    ...(verified && profile.idCard
      ? [fact('id-number', messages.idNumber, maskedIdNumber(profile.idCard))]
      : []),
    fact(
      'fund-password',
      messages.fundPassword,
      t(profile.isAssert ? securityCentreMessages.fundSet : securityCentreMessages.fundNotSet),
    ),
    fact(
      'authenticator',
      authenticatorMessages.title,
      t(profile.googleBind ? authenticatorMessages.bound : authenticatorMessages.notBound),
    ),
  ];
  return { avatar: avatarUrl(profile.avatar), facts };
}
