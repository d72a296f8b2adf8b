import { defineMessage, defineMessages } from 'react-intl';

/** Forgot password (mobile /forget, desktop /pc/login/forget) and modify password (/pc/login/modify). */
export const passwordMessages = defineMessages({
  forgetTitle: { id: 'session.forget.title', defaultMessage: 'Forgot password' },
  forgetLink: { id: 'session.forget.link', defaultMessage: 'Forgot password?' },
  reset: { id: 'session.forget.reset', defaultMessage: 'Reset password' },
  resetDone: { id: 'session.forget.done', defaultMessage: 'Password reset. Please log in' },
  oldPassword: { id: 'session.modify.oldPassword', defaultMessage: 'Current password' },
  enterOldPassword: {
    id: 'session.modify.enterOldPassword',
    defaultMessage: 'Please enter your current password',
  },
  newPassword: { id: 'session.password.new', defaultMessage: 'New password' },
  confirmNew: { id: 'session.password.confirmNew', defaultMessage: 'Confirm new password' },
  modify: { id: 'session.modify.submit', defaultMessage: 'Change password' },
  modifyDone: { id: 'session.modify.done', defaultMessage: 'Password changed' },
  backToSecurity: { id: 'session.modify.backToSecurity', defaultMessage: 'Back to the security centre' },
});

export const codeSentToMessage = defineMessage<{ email: string }>({
  id: 'session.modify.codeSentTo',
  defaultMessage: 'The code is sent to {email}',
});
