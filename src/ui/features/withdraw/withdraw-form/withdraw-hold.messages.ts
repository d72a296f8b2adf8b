import { defineMessage } from 'react-intl';

type HoldValues = { time: string; until: string };

/** The notices over the withdraw form while withdrawals wait: why, until when, time left (catalogue withdraw.json). */
export const withdrawHoldMessages = {
  locked: defineMessage<HoldValues>({
    id: 'withdraw.hold.locked',
    defaultMessage: 'Too many wrong fund passwords: withdrawals are locked until {until}. Time left: {time}',
  }),
  held: defineMessage<HoldValues>({
    id: 'withdraw.hold.held',
    defaultMessage:
      'Your fund password was changed: withdrawals are held for 24 hours to protect your account, until {until}. Time left: {time}',
  }),
  whitelistOff: defineMessage<HoldValues>({
    id: 'withdraw.hold.whitelistOff',
    defaultMessage:
      'Whitelist-only withdrawals were turned off: withdrawals are held for 24 hours to protect your account, until {until}. Time left: {time}',
  }),
  // A server that holds without saying why.
  heldForSafety: defineMessage<HoldValues>({
    id: 'withdraw.hold.heldForSafety',
    defaultMessage: 'Withdrawals are held to protect your account until {until}. Time left: {time}',
  }),
};
