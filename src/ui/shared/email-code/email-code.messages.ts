import { defineMessages } from 'react-intl';

/** The send-code button's own problems (catalogue session.json), for every form with an email code. */
export const emailCodeMessages = defineMessages({
  enterEmail: { id: 'session.problem.enterEmail', defaultMessage: 'Please enter your email' },
  emailError: { id: 'session.problem.emailError', defaultMessage: 'Email error' },
});
