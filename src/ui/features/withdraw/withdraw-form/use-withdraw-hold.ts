import { useIntl } from 'react-intl';
import {
  holdLeftText,
  withdrawHoldOf,
  type WithdrawGuard,
  type WithdrawHold,
} from '../../../../domain/withdraw/withdraw-guard';
import { useServerNow } from '../../../shared/use-server-now';
import { useServices } from '../../../shared/services-context';
import { withdrawHoldMessages as messages } from './withdraw-hold.messages';
import { RECORD_TIME } from '../../../shared/record-time';

/** Each hold says its own why: the user knows what they did (or what someone else did). */
function messageOf(hold: WithdrawHold) {
  if (hold.reason === 'locked') return messages.locked;
  if (hold.cause === 'fundPassword') return messages.held;
  if (hold.cause === 'whitelistOff') return messages.whitelistOff;
  return messages.heldForSafety;
}

/**
 * Why withdrawals wait, until when and for how long, counted every second on server time
 * (never the device clock); null when nothing holds them, so the notice goes once the time is up.
 */
export function useWithdrawHold(guard: WithdrawGuard): string | null {
  const intl = useIntl();
  const { time } = useServices();
  const now = useServerNow(1000, withdrawHoldOf(guard, time.now()) !== null);
  const hold = withdrawHoldOf(guard, now);
  if (hold === null) return null;
  return intl.formatMessage(messageOf(hold), {
    time: holdLeftText(hold.until - now),
    until: intl.formatDate(hold.until, RECORD_TIME),
  });
}
