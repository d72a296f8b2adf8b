import { defineMessages } from 'react-intl';

/** Texts of what stands before the withdraw form: identity, then a fund password (catalogue withdraw.json). */
export const withdrawGateMessages = defineMessages({
  verifyTitle: { id: 'withdraw.gate.verifyTitle', defaultMessage: 'Identity verification needed' },
  verifyText: {
    id: 'withdraw.gate.verifyText',
    defaultMessage: 'Verify your identity before you withdraw. Verified information cannot be changed later.',
  },
  verify: { id: 'withdraw.gate.verify', defaultMessage: 'Verify identity' },
  reviewingTitle: { id: 'withdraw.gate.reviewingTitle', defaultMessage: 'Identity under review' },
  reviewingText: {
    id: 'withdraw.gate.reviewingText',
    defaultMessage: 'Your identity verification is being reviewed. You can withdraw once it is verified.',
  },
  fundTitle: { id: 'withdraw.gate.fundTitle', defaultMessage: 'Set a fund password first' },
  fundText: {
    id: 'withdraw.gate.fundText',
    defaultMessage: 'Every withdrawal asks for a 6-digit fund password. Set it once to continue.',
  },
  fund: { id: 'withdraw.gate.fund', defaultMessage: 'Set fund password' },
  profileFailed: {
    id: 'withdraw.gate.profileFailed',
    defaultMessage: 'Your account details could not be loaded',
  },
});
