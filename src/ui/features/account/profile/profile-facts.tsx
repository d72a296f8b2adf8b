import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CopyButton } from '../authenticator/copy-button';
import { securityCentreMessages } from '../security-centre/security-centre.messages';
import { profileMessages as messages } from './profile.messages';
import { useProfileFacts } from './use-profile-facts';
import { LoadingLine } from '../loading-line';
import '../identity/identity.css';
import './profile.css';

const PERSON_PATH = 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5';

/**
 * The avatar (the profile's picture, else a drawn person) and the profile's rows, both form
 * factors; `inviteAction` (the way to the invite screen) sits beside the invite code's Copy.
 */
export function ProfileFacts({
  reload = true,
  inviteAction,
}: {
  reload?: boolean;
  inviteAction?: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const profile = useProfileFacts(reload);
  if (profile === null) return <LoadingLine text={t(securityCentreMessages.loading)} />;
  return (
    <section className="kyc-panel profile" aria-labelledby="profile-title" data-testid="profile">
      <div className="profile__head">
        {profile.avatar ? (
          <img
            className="profile__avatar"
            src={profile.avatar}
            alt={t(messages.avatarAlt)}
            width={56}
            height={56}
          />
        ) : (
          <span className="profile__avatar" aria-hidden="true">
            <svg
              viewBox="0 0 24 24"
              width={28}
              height={28}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.6}
            >
              <path d={PERSON_PATH} />
            </svg>
          </span>
        )}
        <h2 id="profile-title" className="kyc-title">
          {t(messages.title)}
        </h2>
      </div>
      <dl className="profile__facts">
        {profile.facts.map((fact) => (
          <div key={fact.key} className="profile__fact">
            <dt>{fact.label}</dt>
            <dd>
              <span data-testid={`profile-${fact.key}`}>{fact.value}</span>
              {fact.copy && (
                <span className="profile__actions">
                  <CopyButton
                    text={fact.value}
                    label={t(messages.copyInvite)}
                    testId={`profile-copy-${fact.key}`}
                  />
                  {fact.key === 'invite' && inviteAction}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
