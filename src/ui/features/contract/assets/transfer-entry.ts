import { createContext, useContext } from 'react';
import type { PayCoin } from '../../../../domain/wallet/coins';
import type { TransferType } from '../../../../domain/wallet/transfer';

/** Opens the one transfer sheet on a direction and coin. */
export type OpenTransfer = (type: TransferType, currency: PayCoin) => void;

/**
 * How the contract screen reaches the transfer sheet, which is the wallet's (the assets
 * screen's) and so placed by each form factor's page: the page provides the opener, and the
 * order's "Transfer" beside Available and the assets panel call it. Null where no sheet is
 * offered (the demo account tops up instead).
 */
const TransferEntry = createContext<OpenTransfer | null>(null);

export const TransferEntryProvider = TransferEntry.Provider;

export function useTransferEntry(): OpenTransfer | null {
  return useContext(TransferEntry);
}
