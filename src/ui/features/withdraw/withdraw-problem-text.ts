import type { KnownTexts } from '../../shared/failure-text';
import { useRefusalText } from '../../shared/refusal-text';
import { addressProblemMessages } from './address-book/address-book.messages';
import { withdrawProblemMessages } from './withdraw-problem.messages';

const KNOWN: KnownTexts = {
  ...(addressProblemMessages as KnownTexts),
  ...(withdrawProblemMessages as KnownTexts),
};

/** A withdraw rule's problem or a failed call in the user's language (the one refusal-text hook). */
export function useWithdrawProblemText() {
  return useRefusalText(KNOWN);
}
