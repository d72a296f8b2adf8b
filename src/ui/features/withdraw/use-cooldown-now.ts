import type { SavedAddress } from '../../../domain/withdraw/address-book';
import { cooldownLeftMs } from '../../../domain/withdraw/address-cooldown';
import { useServerNow } from '../../shared/use-server-now';
import { useServices } from '../../shared/services-context';

/**
 * Server time for the saved addresses' cool-down countdowns: a render every second while any
 * of them is still locked, none once all are usable.
 */
export function useCooldownNow(addresses: readonly SavedAddress[]): number {
  const { time } = useServices();
  const locked = addresses.some((entry) => cooldownLeftMs(entry, time.now()) > 0);
  return useServerNow(1000, locked);
}
