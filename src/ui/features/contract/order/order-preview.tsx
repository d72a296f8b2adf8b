import { useIntl } from 'react-intl';
import { contractMessages } from '../contract.messages';
import type { OrderForm } from './use-order-form';

/** Fee, payout on win and break-even win rate, shown before the user confirms. */
export function OrderPreview({ form }: { form: OrderForm }) {
  const intl = useIntl();
  const { preview, payCoin } = form;
  return (
    <dl className="ct-preview" data-testid="order-preview">
      <div>
        <dt>{intl.formatMessage(contractMessages.fee)}</dt>
        <dd>{preview ? `${preview.fee} ${payCoin}` : '--'}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(contractMessages.payoutOnWin)}</dt>
        <dd>{preview ? `${preview.payoutOnWin} ${payCoin}` : '--'}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(contractMessages.breakEven)}</dt>
        <dd>{form.breakEven ?? '--'}</dd>
      </div>
    </dl>
  );
}
