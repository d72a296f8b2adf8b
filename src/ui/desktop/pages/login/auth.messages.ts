import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  noAccount: { id: 'desktop.auth.noAccount', defaultMessage: 'No account yet?' },
  haveAccount: { id: 'desktop.auth.haveAccount', defaultMessage: 'Already have an account?' },
  forgot: { id: 'desktop.auth.forgot', defaultMessage: 'Forgot password?' },
  backToLogin: { id: 'desktop.auth.backToLogin', defaultMessage: 'Back to log in' },
});
