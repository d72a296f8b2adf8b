import { DepositStatus } from '../../../../../domain/deposit/deposit';
import { lt } from '../../../../../domain/precision';
import type { EngineContext } from '../../engine-context';
import { addTo, move } from '../../ledger';
import { AssetRecordType } from '../../record-types';

// The deposits' work on the clock, apart from the requests (deposits.ts): the balances part
// needs it for every balance it reads, on screens that never show a deposit address, so it
// comes without the address formats (and their hashing) that the addresses are made with.

/**
 * One confirmation per simulated block. At the last one the deposit is credited to spot
 * (money entering from outside, booked as a grant), or refused when below the network's
 * minimum. Like settlement, the result does not depend on when this runs.
 */
export function advanceDeposits(context: EngineContext, now: number): void {
  const { state, settings } = context;
  const block = Math.max(1, settings.depositBlockMs);
  for (const deposit of state.deposits) {
    if (deposit.status !== DepositStatus.pending) continue;
    const mined = Math.floor((now - deposit.confirmingSince) / block);
    deposit.confirmations = Math.min(Math.max(mined, 0), deposit.required);
    if (deposit.confirmations < deposit.required) continue;
    const user = state.users.find((candidate) => candidate.id === deposit.userId);
    if (!user || lt(deposit.amount, settings.depositMinimums[deposit.network])) {
      deposit.status = DepositStatus.rejected;
      continue;
    }
    deposit.status = DepositStatus.finished;
    move(context, user, {
      account: 'spot',
      currency: deposit.coin,
      amount: deposit.amount,
      tradeType: AssetRecordType.deposit,
      remark: `Deposit ${deposit.network} #${deposit.id}`,
      at: deposit.confirmingSince + deposit.required * block,
    });
    addTo(state.grants, deposit.coin, deposit.amount);
  }
}
