import { WithdrawRefusal } from '../../../domain/withdraw/withdraw-refusal';
import type { KnownTexts } from '../../shared/failure-text';
import { useRefusalText } from '../../shared/refusal-text';
import { addressProblemMessages } from './address-book/address-book.messages';
import { withdrawProblemMessages } from './withdraw-problem.messages';
import { withdrawRefusalMessages } from './withdraw-refusal.messages';

/** The withdraw feature's known texts and refusal words (exported for the catalogue test). */
export const WITHDRAW_KNOWN: KnownTexts = {
  ...(addressProblemMessages as KnownTexts),
  ...(withdrawProblemMessages as KnownTexts),
  ...(withdrawRefusalMessages as KnownTexts),
  // The exchange's words for the rule's own refusals: the same texts as the rule's.
  [WithdrawRefusal.held]: withdrawProblemMessages['Withdrawals are on hold'],
  [WithdrawRefusal.notSaved]: withdrawProblemMessages['Only saved addresses can be withdrawn to'],
  [WithdrawRefusal.addressCooling]: withdrawProblemMessages['This address is not usable yet'],
  [WithdrawRefusal.authenticatorNeeded]:
    withdrawProblemMessages['Enter the 6-digit authenticator code or a recovery code'],
};

/** A withdraw rule's problem or a failed call in the user's language (the one refusal-text hook). */
export function useWithdrawProblemText() {
  return useRefusalText(WITHDRAW_KNOWN);
}
