import type { ContractAssets } from '../../domain/contract/contract';
import { payCoinAvailable } from '../../domain/contract/pay-coin';
import type { TransferTerms } from '../shared/transfer-form';

/**
 * What may leave each account in a transfer from the contract screen: back to spot (type 2),
 * what the contract account holds of the coin; into the contract (type 1), unknown here (the
 * screen does not show spot balances), so the exchange checks it.
 */
export function transferTermsOf(balances: ContractAssets): TransferTerms {
  return { available: (type, currency) => (type === 2 ? payCoinAvailable(balances, currency) : null) };
}
