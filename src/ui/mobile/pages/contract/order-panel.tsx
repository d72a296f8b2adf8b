import { Button } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { TradeType } from '../../../../domain/contract/contract';
import { AccountTabs } from '../../../features/contract/account-tabs';
import { contractMessages } from '../../../features/contract/contract.messages';
import { OrderFields } from '../../../features/contract/order-fields';
import { OrderPreview } from '../../../features/contract/order-preview';
import { useAccountSwitch } from '../../../features/contract/use-account-switch';
import { useOrderForm } from '../../../features/contract/use-order-form';
import { SwitchRealDialog } from './switch-real-dialog';

/** Account, order fields, preview, the refusal and the Up / Down buttons. */
export function OrderPanel() {
  const intl = useIntl();
  const form = useOrderForm();
  const account = useAccountSwitch();
  return (
    <section className="m-card ct-panel" aria-label={intl.formatMessage(contractMessages.title)}>
      <AccountTabs />
      <SwitchRealDialog />
      {account.error !== null && (
        <div className="ct-error" role="alert">
          {intl.formatMessage(contractMessages.configError)}{' '}
          <button type="button" className="ct-link" onClick={account.retry}>
            {intl.formatMessage(contractMessages.retry)}
          </button>
        </div>
      )}
      <OrderFields form={form} />
      <OrderPreview form={form} />
      {form.problem !== null && (
        <p className="ct-problem" role="alert" data-testid="order-problem">
          {form.problem}
        </p>
      )}
      <div className="ct-directions">
        <Button
          block
          className="ct-button ct-button--up"
          loading={form.submitting && form.tradeType === TradeType.up}
          disabled={form.disabled || form.submitting || account.loading}
          onClick={form.up}
        >
          {intl.formatMessage(contractMessages.up)}
        </Button>
        <Button
          block
          className="ct-button ct-button--down"
          loading={form.submitting && form.tradeType === TradeType.down}
          disabled={form.disabled || form.submitting || account.loading}
          onClick={form.down}
        >
          {intl.formatMessage(contractMessages.down)}
        </Button>
      </div>
    </section>
  );
}
