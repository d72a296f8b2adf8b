import { defineMessages } from 'react-intl';
import { WithdrawRefusal } from '../../../domain/withdraw/withdraw-refusal';

/**
 * The exchange's lock and hold refusals, by their reason word (the msg carries times, so no
 * text matches): the notice over the form then says until when (catalogue withdraw.json).
 */
export const withdrawRefusalMessages = defineMessages({
  [WithdrawRefusal.locked]: {
    id: 'withdraw.refusal.locked',
    defaultMessage: 'Too many wrong fund passwords: withdrawals are locked for a while',
  },
  [WithdrawRefusal.heldFundPassword]: {
    id: 'withdraw.refusal.heldFundPassword',
    defaultMessage: 'The fund password was changed: withdrawals are held for 24 hours',
  },
  [WithdrawRefusal.heldWhitelistOff]: {
    id: 'withdraw.refusal.heldWhitelistOff',
    defaultMessage: 'Whitelist-only withdrawals were turned off: withdrawals are held for 24 hours',
  },
  [WithdrawRefusal.codeForAnother]: {
    id: 'withdraw.refusal.codeForAnother',
    defaultMessage: 'The code was sent for another withdrawal; request a new one',
  },
  [WithdrawRefusal.authenticatorWrong]: {
    id: 'withdraw.refusal.authenticatorWrong',
    defaultMessage: 'The authenticator code is incorrect, or the recovery code was already used',
  },
});
