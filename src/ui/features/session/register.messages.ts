import { defineMessages } from 'react-intl';

export const registerMessages = defineMessages({
  title: { id: 'session.register.title', defaultMessage: 'Register' },
  confirm: { id: 'session.register.confirm', defaultMessage: 'Confirm password' },
  confirmPlaceholder: {
    id: 'session.register.confirmPlaceholder',
    defaultMessage: 'Enter the password again',
  },
  inconsistent: { id: 'session.register.inconsistent', defaultMessage: 'Passwords are inconsistent' },
  invite: { id: 'session.register.invite', defaultMessage: 'Invite code (optional)' },
  agree: { id: 'session.register.agree', defaultMessage: 'I have read and agree to the user agreement' },
  agreeFirst: { id: 'session.register.agreeFirst', defaultMessage: 'Please agree to the agreement first' },
  done: { id: 'session.register.done', defaultMessage: 'Registered. Please log in' },
  haveAccount: { id: 'session.register.haveAccount', defaultMessage: 'Already have an account? Log in' },
  noAccount: { id: 'session.register.noAccount', defaultMessage: 'No account yet? Register' },
});
