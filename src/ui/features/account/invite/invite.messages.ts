import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the invite screen, both form factors (catalogue account.json). */
export const inviteMessages = defineMessages({
  title: { id: 'account.invite.title', defaultMessage: 'Invite friends' },
  intro: {
    id: 'account.invite.intro',
    defaultMessage: 'Share your code or link: whoever registers with it joins your invitees.',
  },
  code: { id: 'account.invite.code', defaultMessage: 'Invite code' },
  link: { id: 'account.invite.link', defaultMessage: 'Invite link' },
  copyCode: { id: 'account.invite.copyCode', defaultMessage: 'Copy code' },
  copyLink: { id: 'account.invite.copyLink', defaultMessage: 'Copy link' },
  share: { id: 'account.invite.share', defaultMessage: 'Share' },
  qrAlt: { id: 'account.invite.qrAlt', defaultMessage: 'QR code of your invite link' },
  invitees: { id: 'account.invite.invitees', defaultMessage: 'My invitees' },
  empty: { id: 'account.invite.empty', defaultMessage: 'No one has registered with your code yet' },
  pages: { id: 'account.invite.pages', defaultMessage: 'Invitee pages' },
  close: { id: 'account.invite.close', defaultMessage: 'Close' },
});

/** What Share sends beside the link. */
export const inviteShareText = defineMessage<{ app: string; code: string }>({
  id: 'account.invite.shareText',
  defaultMessage: 'Join me on {app} with my invite code {code}',
});
