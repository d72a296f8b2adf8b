import { defineMessage, defineMessages } from 'react-intl';

/** The anti-phishing phrase, both form factors (catalogue account.json). */
export const antiPhishingMessages = defineMessages({
  title: { id: 'account.phrase.title', defaultMessage: 'Anti-phishing phrase' },
  notSet: { id: 'account.phrase.notSet', defaultMessage: 'Not set' },
  set: { id: 'account.phrase.set', defaultMessage: 'Set phrase' },
  change: { id: 'account.phrase.change', defaultMessage: 'Change phrase' },
  note: {
    id: 'account.phrase.note',
    defaultMessage:
      'Every email from us will include this phrase. An email without it, or with another, is not from us.',
  },
  rule: {
    id: 'account.phrase.rule',
    defaultMessage: '4 to 20 characters: letters, digits, _ or -, no spaces.',
  },
  phrase: { id: 'account.phrase.phrase', defaultMessage: 'Your phrase' },
  code: { id: 'account.phrase.code', defaultMessage: 'Email verification code' },
  sendCode: { id: 'account.phrase.sendCode', defaultMessage: 'Send code' },
  save: { id: 'account.phrase.save', defaultMessage: 'Save phrase' },
  saving: { id: 'account.phrase.saving', defaultMessage: 'Saving…' },
  saved: { id: 'account.phrase.saved', defaultMessage: 'Anti-phishing phrase saved' },
  cancel: { id: 'account.phrase.cancel', defaultMessage: 'Cancel' },
});

export const resendText = defineMessage<{ seconds: number }>({
  id: 'account.phrase.resend',
  defaultMessage: 'Resend in {seconds}s',
});
export const demoCodeText = defineMessage<{ code: string }>({
  id: 'account.phrase.demoCode',
  defaultMessage: 'Demo mode: no email is sent. Your code is {code}',
});

/** The phrase form's and the exchange's refusals, translated; other server texts are shown as sent. */
export const antiPhishingProblemMessages = defineMessages({
  'The phrase must be 4-20 letters, digits, _ or -': {
    id: 'account.phrase.problem.phrase',
    defaultMessage: 'The phrase must be 4-20 letters, digits, _ or -',
  },
  'Please enter the email verification code': {
    id: 'account.phrase.problem.code',
    defaultMessage: 'Please enter the email verification code',
  },
  'Verification code error': {
    id: 'account.phrase.problem.wrongCode',
    defaultMessage: 'Verification code error',
  },
});

/** The active sessions, both form factors (catalogue account.json). */
export const sessionsMessages = defineMessages({
  title: { id: 'account.sessions.title', defaultMessage: 'Active sessions' },
  loading: { id: 'account.sessions.loading', defaultMessage: 'Loading sessions…' },
  empty: { id: 'account.sessions.empty', defaultMessage: 'No other sessions are open.' },
  failed: { id: 'account.sessions.failed', defaultMessage: 'The sessions could not be loaded' },
  current: { id: 'account.sessions.current', defaultMessage: 'This device' },
  unknownDevice: { id: 'account.sessions.unknownDevice', defaultMessage: 'Unknown device' },
  signOut: { id: 'account.sessions.signOut', defaultMessage: 'Sign out' },
  signOutOthers: { id: 'account.sessions.signOutOthers', defaultMessage: 'Sign out other sessions' },
  confirmOthers: {
    id: 'account.sessions.confirmOthers',
    defaultMessage: 'Sign out every other session? Those devices will have to log in again.',
  },
  confirmOne: {
    id: 'account.sessions.confirmOne',
    defaultMessage: 'Sign out this session? That device will have to log in again.',
  },
  confirm: { id: 'account.sessions.confirm', defaultMessage: 'Sign out' },
  cancel: { id: 'account.sessions.cancel', defaultMessage: 'Cancel' },
  signedOut: { id: 'account.sessions.signedOut', defaultMessage: 'Signed out' },
  signOutFailed: { id: 'account.sessions.signOutFailed', defaultMessage: 'Could not sign out' },
  'The session does not exist': {
    id: 'account.sessions.problem.gone',
    defaultMessage: 'The session does not exist',
  },
});

export const sessionTimesText = defineMessage<{ opened: string; seen: string }>({
  id: 'account.sessions.times',
  defaultMessage: 'Logged in {opened} · last active {seen}',
});
