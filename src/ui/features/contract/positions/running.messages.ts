import { defineMessage, defineMessages } from 'react-intl';

/** Messages of an open position's standing at the current price (catalogue contract.json). */
export const runningMessages = defineMessages({
  currentPrice: { id: 'contract.running.currentPrice', defaultMessage: 'Current price' },
  ifSettledNow: { id: 'contract.running.ifSettledNow', defaultMessage: 'If settled now' },
  win: { id: 'contract.running.win', defaultMessage: 'Would win' },
  loss: { id: 'contract.running.loss', defaultMessage: 'Would lose' },
  tie: { id: 'contract.running.tie', defaultMessage: 'Tie, stake back' },
  stripTitle: { id: 'contract.running.stripTitle', defaultMessage: 'Open positions' },
});

/** Under the strip when more positions are open than it lists. */
export const moreOpenText = defineMessage<{ count: number }>({
  id: 'contract.running.more',
  defaultMessage: '{count} more in Positions below',
});
