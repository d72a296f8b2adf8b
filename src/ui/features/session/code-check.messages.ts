import { defineMessages } from 'react-intl';

/** The typed code's check (/user/emailVerification) under the code field (catalogue session.json). */
export const codeCheckMessages = defineMessages({
  checking: { id: 'session.codeCheck.checking', defaultMessage: 'Checking the code…' },
  failed: { id: 'session.codeCheck.failed', defaultMessage: 'The code could not be checked.' },
  verified: { id: 'session.codeCheck.verified', defaultMessage: 'Code confirmed' },
  wrong: { id: 'session.codeCheck.wrong', defaultMessage: 'Verification code error' },
});
