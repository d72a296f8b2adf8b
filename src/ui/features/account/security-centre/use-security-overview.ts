import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { selectMaskedEmail, selectProfile } from '../../../../application/session/session.selectors';
import { useSessionRef, useSessionSelector } from '../../../shared/session-actor';
import { authenticatorMessages } from '../authenticator/authenticator.messages';
import { antiPhishingMessages } from '../security-extras/security-extras.messages';
import { identityStatusMessage, securityCentreMessages as messages } from './security-centre.messages';

/** The security centre's facts, worded, as both form factors show them. */
export interface SecurityOverview {
  /** False until the session has read the profile. */
  ready: boolean;
  maskedEmail: string;
  fundPasswordSet: boolean;
  fundPasswordText: string;
  identityText: string;
  /** Whether an authenticator is bound (googleBind). */
  authenticatorBound: boolean;
  authenticatorText: string;
  /** The anti-phishing phrase ('' when none is set), and how the row shows it. */
  antiPhishing: string;
  antiPhishingText: string;
}

/**
 * What the security centre shows, worded, from the session's profile (/user/info, read again on
 * arrival): the bound
 * email masked, whether a fund password is set (isAssert), the identity status (authen) and
 * whether an authenticator is bound (googleBind).
 */
export function useSecurityOverview(): SecurityOverview {
  const t = useIntl().formatMessage;
  const session = useSessionRef();
  // Read again on arrival: an identity review decided meanwhile shows its outcome here.
  useEffect(() => {
    session.send({ type: 'profile.reload' });
  }, [session]);
  const profile = useSessionSelector(selectProfile);
  const maskedEmail = useSessionSelector(selectMaskedEmail);
  const fundPasswordSet = profile?.isAssert ?? false;
  const authenticatorBound = profile?.googleBind ?? false;
  const antiPhishing = profile?.antiPhishing ?? '';
  return {
    ready: profile !== null,
    maskedEmail,
    fundPasswordSet,
    fundPasswordText: t(fundPasswordSet ? messages.fundSet : messages.fundNotSet),
    identityText: profile ? t(identityStatusMessage(profile.authen)) : t(messages.loading),
    authenticatorBound,
    authenticatorText: t(authenticatorBound ? authenticatorMessages.bound : authenticatorMessages.notBound),
    antiPhishing,
    antiPhishingText: antiPhishing === '' ? t(antiPhishingMessages.notSet) : `«${antiPhishing}»`,
  };
}
