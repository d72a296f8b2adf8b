import type { ContractAssets } from '../../domain/contract/contract';
import { payCoinAvailable } from '../../domain/contract/pay-coin';
import { availableOf, type BalanceRow } from '../../domain/wallet/balances';
import type { TransferTerms } from '../shared/transfer-form';

/**
 * What may leave each account in a transfer from the contract screen: back to spot (type 2),
 * what the contract account holds of the coin; into the contract (type 1), what the app's spot
 * account holds. Either is null (the exchange checks) while its balances are not known.
 */
export function transferTermsOf(
  balances: ContractAssets | null,
  spotRows: readonly BalanceRow[] | null,
): TransferTerms {
  return {
    available: (type, currency) =>
      type === 2
        ? balances === null
          ? null
          : payCoinAvailable(balances, currency)
        : spotRows === null
          ? null
          : availableOf(spotRows, currency),
  };
}
