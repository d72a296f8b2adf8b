import { useIntl } from 'react-intl';
import { InviteScreenBody } from '../../../features/account/invite/invite-screen';
import { inviteMessages } from '../../../features/account/invite/invite.messages';
import { useInviteScreen } from '../../../features/account/invite/use-invite-screen';
import { PageHeader } from '../../layout/page-header';
import { ScrollMore } from '../../shared/scroll-more';

/** /invite (the home grid's Invite, My's and the profile's): the code, link, QR, Share and invitees. */
export function InvitePage() {
  const t = useIntl().formatMessage;
  const view = useInviteScreen('mobile');
  return (
    <>
      <PageHeader title={t(inviteMessages.title)} backTo="/my" />
      <div className="m-page">
        <section className="m-card" aria-label={t(inviteMessages.title)}>
          <InviteScreenBody
            view={view}
            rows={view.invitees.items}
            footer={<ScrollMore list={view.invitees} />}
          />
        </section>
      </div>
    </>
  );
}
