import { useIntl } from 'react-intl';
import { InviteScreenBody } from '../../../features/account/invite/invite-screen';
import { inviteMessages as messages } from '../../../features/account/invite/invite.messages';
import { useInviteScreen } from '../../../features/account/invite/use-invite-screen';
import { useDesktopPaging } from '../../shared/desktop-paging';

/**
 * The invite screen as a panel of the security centre, opened from the profile's invite code
 * (the desktop route table is the SPEC's, with no invite route): the invitees ten a page.
 */
export function InvitePanel({ close }: { close: () => void }) {
  const t = useIntl().formatMessage;
  const view = useInviteScreen('desktop');
  const invitees = useDesktopPaging(view.invitees, messages.pages);
  return (
    <section className="dt-panel" aria-labelledby="invite-title" data-testid="invite-panel">
      <div className="dt-invite__head">
        <h2 id="invite-title" className="kyc-title">
          {t(messages.title)}
        </h2>
        <button type="button" className="wf-link" onClick={close} data-testid="invite-close">
          {t(messages.close)}
        </button>
      </div>
      <InviteScreenBody view={view} rows={invitees.rows} footer={invitees.footer} />
    </section>
  );
}
