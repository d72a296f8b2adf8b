import { defineMessages } from 'react-intl';

/** Texts of the authenticator binding, both form factors (catalogue account.json). */
export const authenticatorMessages = defineMessages({
  title: { id: 'account.totp.title', defaultMessage: 'Google Authenticator' },
  bound: { id: 'account.totp.bound', defaultMessage: 'Bound' },
  notBound: { id: 'account.totp.notBound', defaultMessage: 'Not bound' },
  bind: { id: 'account.totp.bind', defaultMessage: 'Bind' },
  scanTitle: { id: 'account.totp.scanTitle', defaultMessage: '1. Scan the QR code' },
  scanText: {
    id: 'account.totp.scanText',
    defaultMessage:
      'In Google Authenticator or another authenticator app, add an account and scan this code.',
  },
  qrAlt: { id: 'account.totp.qrAlt', defaultMessage: 'QR code of your authenticator key' },
  key: { id: 'account.totp.key', defaultMessage: 'Or enter this key by hand' },
  link: { id: 'account.totp.link', defaultMessage: 'Setup link' },
  codeTitle: { id: 'account.totp.codeTitle', defaultMessage: '2. Enter the code the app shows' },
  code: { id: 'account.totp.code', defaultMessage: '6-digit code' },
  confirm: { id: 'account.totp.confirm', defaultMessage: 'Bind authenticator' },
  confirming: { id: 'account.totp.confirming', defaultMessage: 'Binding…' },
  boundToast: { id: 'account.totp.boundToast', defaultMessage: 'Authenticator bound' },
  codesTitle: { id: 'account.totp.codesTitle', defaultMessage: 'Your recovery codes' },
  codesText: {
    id: 'account.totp.codesText',
    defaultMessage:
      'Each code stands in for the app once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  },
  copy: { id: 'account.totp.copy', defaultMessage: 'Copy' },
  copyCodes: { id: 'account.totp.copyCodes', defaultMessage: 'Copy codes' },
  copied: { id: 'account.totp.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'account.totp.copyFailed', defaultMessage: 'Copy failed: select the text and copy it' },
  download: { id: 'account.totp.download', defaultMessage: 'Download as text' },
  kept: { id: 'account.totp.kept', defaultMessage: 'I have saved them' },
  boundText: {
    id: 'account.totp.boundText',
    defaultMessage: 'Your authenticator is bound. Its codes now protect your account.',
  },
  loading: { id: 'account.totp.loading', defaultMessage: 'Loading…' },
  startFailed: { id: 'account.totp.startFailed', defaultMessage: 'The key could not be created' },
});

/** The form's and the exchange's refusals, translated; other server texts are shown as sent. */
export const authenticatorProblemMessages = defineMessages({
  'Please enter the 6-digit code from the authenticator app': {
    id: 'account.totp.problem.code',
    defaultMessage: 'Please enter the 6-digit code from the authenticator app',
  },
  'The authenticator code is incorrect': {
    id: 'account.totp.problem.wrongCode',
    defaultMessage: 'The authenticator code is incorrect',
  },
  'The authenticator is already bound': {
    id: 'account.totp.problem.bound',
    defaultMessage: 'The authenticator is already bound',
  },
  'Start binding the authenticator first': {
    id: 'account.totp.problem.notStarted',
    defaultMessage: 'Start binding the authenticator first',
  },
});
