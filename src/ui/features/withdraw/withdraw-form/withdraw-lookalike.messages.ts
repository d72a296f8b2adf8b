import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the lookalike warning on the withdraw form and its confirmation (catalogue withdraw.json). */
export const withdrawLookalikeMessages = defineMessages({
  title: {
    id: 'withdraw.lookalike.title',
    defaultMessage: 'This address looks like one you know, but it is not the same',
  },
  typed: { id: 'withdraw.lookalike.typed', defaultMessage: 'You are sending to' },
  past: { id: 'withdraw.lookalike.past', defaultMessage: 'An address you withdrew to before' },
  acknowledge: {
    id: 'withdraw.lookalike.acknowledge',
    defaultMessage: 'I have compared every character and this is the address I mean',
  },
});

export const savedAsText = defineMessage<{ label: string }>({
  id: 'withdraw.lookalike.saved',
  defaultMessage: 'Your saved address "{label}"',
});

/** The form's warning for a lookalike of a past withdrawal's address (a saved one names its label). */
export const lookalikePastText = defineMessage<{ address: string }>({
  id: 'withdraw.lookalike.pastWarning',
  defaultMessage:
    'Careful: this address starts and ends like {address}, where you withdrew before, but differs in the middle. Scammers use lookalike addresses; check every character.',
});
