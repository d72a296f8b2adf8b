import { useCallback, useRef, type ReactNode } from 'react';
import { TransferEntryProvider, type OpenTransfer } from '../../../features/contract/assets/transfer-entry';
import { useContractTransferForm } from '../../../features/contract/assets/use-transfer';
import { TransferForm } from '../../../features/wallet/transfer/transfer-form';
import { useWalletTransfer } from '../../../features/wallet/transfer/use-wallet-transfer';
import '../../../features/wallet/wallet.css';

/**
 * The terminal's transfer: the assets screen's one transfer sheet, always open beside the
 * order (the desktop has the room), bound to the contract account's transfer form. Transfer
 * beside Available sets its direction and coin and puts the cursor in its amount.
 */
export function ContractTransfer({ children }: { children: (panel: ReactNode) => ReactNode }) {
  const transfer = useWalletTransfer(useContractTransferForm());
  const panel = useRef<HTMLDivElement>(null);
  const { prefill } = transfer;
  const openTransfer = useCallback<OpenTransfer>(
    (type, currency) => {
      prefill(type, currency);
      panel.current?.querySelector<HTMLInputElement>('[data-testid="transfer-amount"]')?.focus();
    },
    [prefill],
  );
  return (
    <TransferEntryProvider value={openTransfer}>
      {children(
        <div ref={panel}>
          <TransferForm transfer={transfer} />
        </div>,
      )}
    </TransferEntryProvider>
  );
}
