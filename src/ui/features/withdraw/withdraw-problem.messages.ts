import { defineMessages } from 'react-intl';

/**
 * The withdraw rules' and the exchange's refusals of a withdrawal, a cancel or a fund password,
 * translated (catalogue withdraw.json); other server texts are shown as sent.
 */
export const withdrawProblemMessages = defineMessages({
  'Enter the withdrawal address': {
    id: 'withdraw.problem.enterAddress',
    defaultMessage: 'Enter the withdrawal address',
  },
  'This address is not usable yet': {
    id: 'withdraw.problem.locked',
    defaultMessage: 'This address is not usable yet: its waiting time is still running',
  },
  'Withdrawals on this network are not available': {
    id: 'withdraw.problem.networkUnavailable',
    defaultMessage: 'Withdrawals on this network are not available',
  },
  'Enter the withdrawal amount': {
    id: 'withdraw.problem.amount',
    defaultMessage: 'Enter the withdrawal amount',
  },
  'The amount is below the minimum withdrawal': {
    id: 'withdraw.problem.belowMinimum',
    defaultMessage: 'The amount is below the minimum withdrawal',
  },
  'Insufficient available balance': {
    id: 'withdraw.problem.insufficient',
    defaultMessage: 'Insufficient available balance',
  },
  'The fund password must be 6 digits': {
    id: 'withdraw.problem.fundPassword',
    defaultMessage: 'The fund password must be 6 digits',
  },
  'Enter the email verification code': {
    id: 'withdraw.problem.code',
    defaultMessage: 'Enter the email verification code',
  },
  'Enter the 6-digit authenticator code or a recovery code': {
    id: 'withdraw.problem.authenticatorCode',
    defaultMessage: 'Enter the 6-digit authenticator code or a recovery code',
  },
  'Password is incorrect': {
    id: 'withdraw.problem.passwordIncorrect',
    defaultMessage: 'Password is incorrect',
  },
  'Verification code error': { id: 'withdraw.problem.codeError', defaultMessage: 'Verification code error' },
  'Please try again later': { id: 'withdraw.problem.tryLater', defaultMessage: 'Please try again later' },
  'Passwords are inconsistent': {
    id: 'withdraw.problem.inconsistent',
    defaultMessage: 'Passwords are inconsistent',
  },
  'Please complete identity verification first': {
    id: 'withdraw.problem.identity',
    defaultMessage: 'Please complete identity verification first',
  },
  'Please set a fund password first': {
    id: 'withdraw.problem.fundPasswordNeeded',
    defaultMessage: 'Please set a fund password first',
  },
  'The withdrawal can no longer be cancelled': {
    id: 'withdraw.problem.notCancellable',
    defaultMessage: 'The withdrawal can no longer be cancelled',
  },
  'The address resembles a saved address with a different middle': {
    id: 'withdraw.problem.lookalikeRejected',
    defaultMessage: 'The address resembles a saved address with a different middle',
  },
  'Withdrawals are on hold': {
    id: 'withdraw.problem.held',
    defaultMessage: 'Withdrawals are on hold',
  },
  'Only saved addresses can be withdrawn to': {
    id: 'withdraw.problem.notSaved',
    defaultMessage: 'Whitelist-only withdrawals are on: only saved addresses can be withdrawn to',
  },
});
