import { useCallback, useState, type ReactNode } from 'react';
import { TransferEntryProvider, type OpenTransfer } from '../../../features/contract/assets/transfer-entry';
import { useContractTransferForm } from '../../../features/contract/assets/use-transfer';
import { TransferForm } from '../../../features/wallet/transfer/transfer-form';
import { useWalletTransfer } from '../../../features/wallet/transfer/use-wallet-transfer';
import '../../../features/wallet/wallet.css';
import { LazyPopup } from '../../shared/overlays';

/**
 * The contract screen's transfer: the assets screen's one transfer sheet, rising from the
 * bottom over the screen, bound to the contract account's transfer form. Whatever opens it
 * (Transfer beside Available, the assets panel) says the direction and coin it opens on.
 */
export function ContractTransferSheet({ children }: { children: ReactNode }) {
  const transfer = useWalletTransfer(useContractTransferForm());
  const [open, setOpen] = useState(false);
  const { prefill } = transfer;
  const openTransfer = useCallback<OpenTransfer>(
    (type, currency) => {
      prefill(type, currency);
      setOpen(true);
    },
    [prefill],
  );
  const close = () => setOpen(false);
  return (
    <TransferEntryProvider value={openTransfer}>
      {children}
      <LazyPopup
        visible={open}
        onMaskClick={close}
        onClose={close}
        bodyClassName="m-transfer-sheet"
        destroyOnClose
      >
        <TransferForm transfer={transfer} onClose={close} />
      </LazyPopup>
    </TransferEntryProvider>
  );
}
