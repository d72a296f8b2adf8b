import { useIntl } from 'react-intl';
import { LazyDialog } from '../../shared/overlays';
import { contractMessages } from '../../../features/contract/contract.messages';
import { OrderConfirmBody } from '../../../features/contract/order/order-confirm-body';
import { useOrderConfirm } from '../../../features/contract/order/use-order-confirm';

/** Asks before an order on the real account; the order waits in its confirming state. */
export function OrderConfirmDialog() {
  const intl = useIntl();
  const confirm = useOrderConfirm();
  return (
    <LazyDialog
      visible={confirm.open}
      title={intl.formatMessage(contractMessages.confirmTitle)}
      content={<OrderConfirmBody confirm={confirm} />}
      onClose={confirm.cancel}
      closeOnAction
      actions={[
        [
          {
            key: 'cancel',
            text: intl.formatMessage(contractMessages.confirmCancel),
            onClick: confirm.cancel,
          },
          {
            key: 'confirm',
            text: intl.formatMessage(contractMessages.confirmOk),
            bold: true,
            onClick: confirm.confirm,
          },
        ],
      ]}
    />
  );
}
