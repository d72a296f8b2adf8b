import { Button } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { TradeType } from '../../../../domain/contract/contract';
import { AccountTabs } from '../../../features/contract/account/account-tabs';
import { contractMessages } from '../../../features/contract/contract.messages';
import { OrderBody } from '../../../features/contract/order/order-body';
import { useAccountSwitch } from '../../../features/contract/account/use-account-switch';
import { useOrderForm } from '../../../features/contract/order/use-order-form';
import { OpenPositionsStrip } from '../../../features/contract/positions/open-positions-strip';
import { preloadOverlays } from '../../shared/overlays';
import { OrderConfirmDialog } from './order-confirm-dialog';
import { SwitchRealDialog } from './switch-real-dialog';

/** Account, order fields, preview, the refusal, the Up / Down buttons and the open positions. */
export function OrderPanel() {
  const intl = useIntl();
  const form = useOrderForm();
  const account = useAccountSwitch();
  return (
    // The first touch or focus in the panel fetches the confirmation's dialog (overlays.tsx).
    <section
      className="m-card ct-panel"
      aria-label={intl.formatMessage(contractMessages.title)}
      onPointerDownCapture={preloadOverlays}
      onFocusCapture={preloadOverlays}
    >
      <AccountTabs />
      <SwitchRealDialog />
      <OrderConfirmDialog />
      <OrderBody form={form} account={account} />
      <div className="ct-directions">
        <Button
          block
          className="ct-button ct-button--up"
          loading={form.submitting && form.tradeType === TradeType.up}
          disabled={form.disabled || form.submitting || account.loading || account.blocked}
          onClick={form.up}
        >
          {intl.formatMessage(contractMessages.up)}
        </Button>
        <Button
          block
          className="ct-button ct-button--down"
          loading={form.submitting && form.tradeType === TradeType.down}
          disabled={form.disabled || form.submitting || account.loading || account.blocked}
          onClick={form.down}
        >
          {intl.formatMessage(contractMessages.down)}
        </Button>
      </div>
      <OpenPositionsStrip />
    </section>
  );
}
