import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { Failure } from '../../../application/shared/failure-message';
import { failureText, type KnownTexts } from '../../shared/failure-text';
import { addressProblemMessages } from './withdraw.messages';
import { withdrawProblemMessages } from './withdrawal.messages';

const KNOWN: KnownTexts = {
  ...(addressProblemMessages as KnownTexts),
  ...(withdrawProblemMessages as KnownTexts),
};

/**
 * A rule's problem or a failed call in the user's language: the rules' texts and the
 * exchange's refusals of them translated, any other failure through the one failure mapper.
 */
export function useWithdrawProblemText() {
  const intl = useIntl();
  return useCallback(
    (problem: string | Failure | null): string | null => {
      if (problem === null) return null;
      if (typeof problem !== 'string') return failureText(intl, problem, KNOWN);
      const known: MessageDescriptor | undefined = KNOWN[problem];
      return known ? intl.formatMessage(known) : problem;
    },
    [intl],
  );
}
