import { defineMessage, defineMessages } from 'react-intl';

export const sessionMessages = defineMessages({
  email: { id: 'session.field.email', defaultMessage: 'Email' },
  emailPlaceholder: { id: 'session.field.emailPlaceholder', defaultMessage: 'Enter your email' },
  code: { id: 'session.field.code', defaultMessage: 'Email verification code' },
  codePlaceholder: { id: 'session.field.codePlaceholder', defaultMessage: 'Enter the code' },
  password: { id: 'session.field.password', defaultMessage: 'Password' },
  passwordPlaceholder: { id: 'session.field.passwordPlaceholder', defaultMessage: 'Enter your password' },
  sendCode: { id: 'session.code.send', defaultMessage: 'Send code' },
  login: { id: 'session.action.login', defaultMessage: 'Log in' },
  enterCode: { id: 'session.problem.enterCode', defaultMessage: 'Please enter the verification code' },
  passwordShort: {
    id: 'session.problem.passwordShort',
    defaultMessage: 'Password must be at least 6 characters',
  },
  passwordDesktop: {
    id: 'session.problem.passwordDesktop',
    defaultMessage: 'Password must be 8-24 characters',
  },
  error: { id: 'session.problem.error', defaultMessage: 'error' },
  logout: { id: 'session.action.logout', defaultMessage: 'Log out' },
  exited: { id: 'session.notice.exited', defaultMessage: 'Exited' },
  signedOutElsewhere: {
    id: 'session.notice.signedOutElsewhere',
    defaultMessage: 'You signed out in another tab',
  },
});

export const resendInMessage = defineMessage<{ seconds: number }>({
  id: 'session.code.resendIn',
  defaultMessage: 'Resend in {seconds} s',
});

export const demoCodeMessage = defineMessage<{ code: string }>({
  id: 'session.code.demo',
  defaultMessage: 'Demo mode: no email is sent. Your code is {code}',
});
