import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the email-code field of the withdraw and fund-password forms (catalogue withdraw.json). */
export const emailCodeFieldMessages = defineMessages({
  label: { id: 'withdraw.code.label', defaultMessage: 'Email verification code' },
  send: { id: 'withdraw.code.send', defaultMessage: 'Send code' },
  fillFirst: {
    id: 'withdraw.code.fillFirst',
    defaultMessage: 'Enter the address and amount first: the code is sent for this withdrawal.',
  },
  changedSince: {
    id: 'withdraw.code.changedSince',
    defaultMessage: 'The withdrawal changed after the code was sent: send a new code for these details.',
  },
});

export const codeWaitText = defineMessage<{ seconds: number }>({
  id: 'withdraw.code.wait',
  defaultMessage: 'Resend in {seconds}s',
});
export const demoCodeText = defineMessage<{ code: string }>({
  id: 'withdraw.code.demo',
  defaultMessage: 'Demo mode, no mail is sent. Your code: {code}',
});
