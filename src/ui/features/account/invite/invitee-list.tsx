import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Invitee } from '../../../../domain/account/invite';
import { PagedRecords } from '../../../shared/paged/paged-records';
import { inviteMessages as messages } from './invite.messages';
import type { InviteScreenView } from './use-invite-screen';
import { RECORD_TIME } from '../../../shared/record-time';

function InviteeRow({ invitee }: { invitee: Invitee }) {
  const intl = useIntl();
  return (
    <div className="invite-row" data-testid="invitee-row">
      <span className="invite-row__email">{invitee.email}</span>
      <time className="kit-muted" dateTime={new Date(invitee.joinedAt).toISOString()}>
        {intl.formatDate(invitee.joinedAt, RECORD_TIME)}
      </time>
    </div>
  );
}

/** Who registered with the code, newest first; the rows shown and the paging are the form factor's. */
export function InviteeList({
  list,
  rows,
  footer,
}: {
  list: InviteScreenView['invitees'];
  rows: readonly Invitee[];
  footer?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <PagedRecords
      list={{ ...list, items: rows }}
      title={intl.formatMessage(messages.invitees)}
      emptyText={intl.formatMessage(messages.empty)}
      testId="invitee-list"
      className="invite-invitees"
      listClassName="invite-list"
      // Two registering in the same millisecond keep their place by their row.
      row={(invitee) => <InviteeRow invitee={invitee} />}
      rowKey={(invitee) => `${invitee.joinedAt}:${invitee.email}`}
      footer={footer}
    />
  );
}
