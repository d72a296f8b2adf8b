import { defineMessage } from 'react-intl';

/** The notices over the withdraw form while withdrawals wait (catalogue withdraw.json). */
export const withdrawHoldMessages = {
  locked: defineMessage<{ time: string }>({
    id: 'withdraw.hold.locked',
    defaultMessage: 'Too many wrong fund passwords: withdrawals are locked. Time left: {time}',
  }),
  held: defineMessage<{ time: string }>({
    id: 'withdraw.hold.held',
    defaultMessage:
      'Your fund password was changed: withdrawals are held for 24 hours to protect your account. Time left: {time}',
  }),
};
