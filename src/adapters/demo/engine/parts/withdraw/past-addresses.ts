import { addressKey } from '../../../../../domain/withdraw/address-key';
import { WithdrawalStatus } from '../../../../../domain/withdraw/withdrawal';
import type { EngineContext } from '../../engine-context';
import type { UserRecord } from '../../user-records';

/** Withdrawals whose money went (or is going) to their address: not one cancelled or refused. */
const SENT: readonly WithdrawalStatus[] = [WithdrawalStatus.pending, WithdrawalStatus.finished];

/**
 * Every address the user's withdrawals went to, each once (EVM addresses in any case are one),
 * newest first: what a typed address is compared with for a lookalike, whatever page of the
 * records the screen has loaded. A cancelled or refused withdrawal sent nothing there, so its
 * address (perhaps the very lookalike the review refused) is no address the user trusts.
 */
export function pastWithdrawalAddresses(context: EngineContext, user: UserRecord): string[] {
  const seen = new Set<string>();
  return context.state.withdrawals
    .filter((entry) => entry.userId === user.id && SENT.includes(entry.status))
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
    .filter((entry) => {
      const key = `${entry.network}|${addressKey(entry.network, entry.address)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((entry) => entry.address);
}
