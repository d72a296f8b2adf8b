import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the email-code field of the withdraw and fund-password forms (catalogue withdraw.json). */
export const emailCodeFieldMessages = defineMessages({
  label: { id: 'withdraw.code.label', defaultMessage: 'Email verification code' },
  send: { id: 'withdraw.code.send', defaultMessage: 'Send code' },
});

export const codeWaitText = defineMessage<{ seconds: number }>({
  id: 'withdraw.code.wait',
  defaultMessage: 'Resend in {seconds}s',
});
export const demoCodeText = defineMessage<{ code: string }>({
  id: 'withdraw.code.demo',
  defaultMessage: 'Demo mode, no mail is sent. Your code: {code}',
});
