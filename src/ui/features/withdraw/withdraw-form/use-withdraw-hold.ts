import { useIntl } from 'react-intl';
import { holdLeftText, withdrawHoldOf, type WithdrawGuard } from '../../../../domain/withdraw/withdraw-guard';
import { useServerNow } from '../../../shared/use-server-now';
import { useServices } from '../../../shared/services-context';
import { withdrawHoldMessages as messages } from './withdraw-hold.messages';

/**
 * Why withdrawals wait and for how long, counted every second on server time (never the
 * device clock); null when nothing holds them, so the notice goes once the time is up.
 */
export function useWithdrawHold(guard: WithdrawGuard): string | null {
  const intl = useIntl();
  const { time } = useServices();
  const now = useServerNow(1000, withdrawHoldOf(guard, time.now()) !== null);
  const hold = withdrawHoldOf(guard, now);
  if (hold === null) return null;
  return intl.formatMessage(hold.reason === 'locked' ? messages.locked : messages.held, {
    time: holdLeftText(hold.until - now),
  });
}
