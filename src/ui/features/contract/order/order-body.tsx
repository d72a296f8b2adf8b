import { useIntl } from 'react-intl';
import { ContractAccount } from '../../../../domain/contract/contract';
import { contractMessages } from '../contract.messages';
import { isPayCoin } from '../../../../domain/wallet/coins';
import { TransferType } from '../../../../domain/wallet/transfer';
import { useTransferEntry } from '../assets/transfer-entry';
import { OrderFields } from './order-fields';
import { OrderPreview } from './order-preview';
import { refusalText } from './refusal-text';
import type { useAccountSwitch } from '../account/use-account-switch';
import type { OrderForm } from './use-order-form';

interface OrderBodyProps {
  form: OrderForm;
  account: ReturnType<typeof useAccountSwitch>;
}

/**
 * Between the account tabs and the Up / Down buttons, the same on both form factors: a
 * config failure with its retry, the order fields, the preview and the refusal.
 */
export function OrderBody({ form, account }: OrderBodyProps) {
  const intl = useIntl();
  // After a failed config load the buttons stay off; say why (a switch in flight says nothing).
  const problem = form.problem ?? (account.blocked && !account.loading ? refusalText(intl, 'account') : null);
  // The real account is funded from spot: the transfer sheet opens on spot -> contract in the pay coin.
  const openTransfer = useTransferEntry();
  const coin = form.payCoin;
  const transferIn =
    !account.isDemo && openTransfer && isPayCoin(coin)
      ? () => openTransfer(TransferType.toContract, coin)
      : undefined;
  return (
    <>
      {account.error !== null && (
        <div className="ct-error" role="alert">
          {`${intl.formatMessage(contractMessages.configError)} ${account.error} `}
          <button type="button" className="ct-link" onClick={account.retry}>
            {intl.formatMessage(contractMessages.retry)}
          </button>
        </div>
      )}
      <OrderFields form={form} onTransfer={transferIn} />
      {/* An empty real account is a dead end without a way forward: practice money is one tap away. */}
      {!account.isDemo && form.nothingAvailable && (
        <p className="ct-muted ct-empty-offer" data-testid="demo-offer">
          {`${intl.formatMessage(contractMessages.emptyReal)} `}
          <button type="button" className="ct-link" onClick={() => account.choose(ContractAccount.demo)}>
            {intl.formatMessage(contractMessages.tryDemo)}
          </button>
        </p>
      )}
      <OrderPreview form={form} />
      {problem !== null && (
        <p className="ct-problem" role="alert" data-testid="order-problem">
          {problem}
        </p>
      )}
    </>
  );
}
