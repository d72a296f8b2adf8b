import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import { contractMessages } from '../../../features/contract/contract.messages';
import { OrderConfirmBody } from '../../../features/contract/order/order-confirm-body';
import { useOrderConfirm } from '../../../features/contract/order/use-order-confirm';

/** Asks before an order on the real account; the order waits in its confirming state. */
export function OrderConfirmModal() {
  const intl = useIntl();
  const confirm = useOrderConfirm();
  return (
    <Modal
      open={confirm.open}
      title={intl.formatMessage(contractMessages.confirmTitle)}
      okText={intl.formatMessage(contractMessages.confirmOk)}
      cancelText={intl.formatMessage(contractMessages.confirmCancel)}
      onOk={confirm.confirm}
      onCancel={confirm.cancel}
    >
      <OrderConfirmBody confirm={confirm} />
    </Modal>
  );
}
