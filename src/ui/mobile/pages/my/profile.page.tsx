import { useIntl } from 'react-intl';
import { ProfileFacts } from '../../../features/account/profile/profile-facts';
import { profileMessages } from '../../../features/account/profile/profile.messages';
import { PageHeader } from '../../layout/page-header';

/** /my/profile: the signed-in user's profile, from the My page's account card. */
export function ProfilePage() {
  const t = useIntl().formatMessage;
  return (
    <>
      <PageHeader title={t(profileMessages.title)} backTo="/my" />
      <div className="m-page" data-testid="profile-page">
        <ProfileFacts />
      </div>
    </>
  );
}
