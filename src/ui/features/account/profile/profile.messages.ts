import { defineMessages } from 'react-intl';

/** Texts of the profile, both form factors (catalogue account.json). */
export const profileMessages = defineMessages({
  title: { id: 'account.profile.title', defaultMessage: 'Personal information' },
  avatarAlt: { id: 'account.profile.avatarAlt', defaultMessage: 'Your avatar' },
  uid: { id: 'account.profile.uid', defaultMessage: 'UID' },
  email: { id: 'account.profile.email', defaultMessage: 'Email' },
  username: { id: 'account.profile.username', defaultMessage: 'Username' },
  inviteCode: { id: 'account.profile.inviteCode', defaultMessage: 'Invite code' },
  identity: { id: 'account.profile.identity', defaultMessage: 'Identity verification' },
  realName: { id: 'account.profile.realName', defaultMessage: 'Real name' },
  idNumber: { id: 'account.profile.idNumber', defaultMessage: 'ID number' },
  fundPassword: { id: 'account.profile.fundPassword', defaultMessage: 'Fund password' },
  copyInvite: { id: 'account.profile.copyInvite', defaultMessage: 'Copy' },
});
