import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { inviteMessages } from '../../../features/account/invite/invite.messages';
import { ProfileFacts } from '../../../features/account/profile/profile-facts';
import { profileMessages } from '../../../features/account/profile/profile.messages';
import { PageHeader } from '../../layout/page-header';

/** /my/profile: the signed-in user's profile, from the My page's account card; its invite code leads to /invite. */
export function ProfilePage() {
  const t = useIntl().formatMessage;
  return (
    <>
      <PageHeader title={t(profileMessages.title)} backTo="/my" />
      <div className="m-page" data-testid="profile-page">
        <ProfileFacts
          inviteAction={
            <Link to="/invite" className="kyc-button" data-testid="profile-open-invite">
              {t(inviteMessages.title)}
            </Link>
          }
        />
      </div>
    </>
  );
}
