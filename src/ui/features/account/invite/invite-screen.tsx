import type { ReactNode } from 'react';
import type { Invitee } from '../../../../domain/account/invite';
import { InviteCard } from './invite-card';
import { InviteeList } from './invitee-list';
import type { InviteScreenView } from './use-invite-screen';
import '../identity/identity.css';
import './invite.css';

/** The invite screen's body: the card, then the invitees with the form factor's paging. */
export function InviteScreenBody({
  view,
  rows,
  footer,
}: {
  view: InviteScreenView;
  rows: readonly Invitee[];
  footer?: ReactNode;
}) {
  return (
    <div className="invite-screen" data-testid="invite-screen">
      <InviteCard view={view} />
      <InviteeList list={view.invitees} rows={rows} footer={footer} />
    </div>
  );
}
