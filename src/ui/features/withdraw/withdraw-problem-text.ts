import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { addressProblemMessages } from './withdraw.messages';
import { withdrawalMessages, withdrawProblemMessages } from './withdrawal.messages';

type Known = Readonly<Record<string, MessageDescriptor>>;

/** A rule's or the exchange's text in the user's language; unknown server texts as sent, '' as 'error'. */
export function useWithdrawProblemText() {
  const intl = useIntl();
  return useCallback(
    (text: string | null): string | null => {
      if (text === null) return null;
      const known = (withdrawProblemMessages as Known)[text] ?? (addressProblemMessages as Known)[text];
      if (known) return intl.formatMessage(known);
      return text || intl.formatMessage(withdrawalMessages.error);
    },
    [intl],
  );
}
