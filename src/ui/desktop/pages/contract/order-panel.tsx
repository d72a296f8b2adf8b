import { Button, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { TradeType } from '../../../../domain/contract/contract';
import { AccountTabs } from '../../../features/contract/account/account-tabs';
import { contractMessages } from '../../../features/contract/contract.messages';
import { OrderBody } from '../../../features/contract/order/order-body';
import { useAccountSwitch } from '../../../features/contract/account/use-account-switch';
import { useOrderForm } from '../../../features/contract/order/use-order-form';
import { quietLoading } from '../shared/quiet-loading';
import { OrderConfirmModal } from './order-confirm-modal';

/** Account, order fields, preview, the refusal and the Up / Down buttons (antd). */
export function OrderPanel() {
  const intl = useIntl();
  const form = useOrderForm();
  const account = useAccountSwitch();
  const blocked = form.disabled || form.submitting || account.loading || account.blocked;
  return (
    <section className="dt-card ct-panel" aria-label={intl.formatMessage(contractMessages.title)}>
      <AccountTabs />
      <Modal
        open={account.confirmingReal}
        title={intl.formatMessage(contractMessages.switchTitle)}
        okText={intl.formatMessage(contractMessages.switchConfirm)}
        cancelText={intl.formatMessage(contractMessages.switchCancel)}
        onOk={account.confirm}
        onCancel={account.cancel}
      >
        {intl.formatMessage(contractMessages.switchBody)}
      </Modal>
      <OrderConfirmModal />
      <OrderBody form={form} account={account} />
      <div className="ct-directions">
        <Button
          size="large"
          className="ct-button ct-button--up"
          loading={quietLoading(form.submitting && form.tradeType === TradeType.up)}
          disabled={blocked}
          onClick={form.up}
        >
          {intl.formatMessage(contractMessages.up)}
        </Button>
        <Button
          size="large"
          className="ct-button ct-button--down"
          loading={quietLoading(form.submitting && form.tradeType === TradeType.down)}
          disabled={blocked}
          onClick={form.down}
        >
          {intl.formatMessage(contractMessages.down)}
        </Button>
      </div>
    </section>
  );
}
