import { useIntl } from 'react-intl';
import { contractMessages } from '../contract.messages';
import type { OrderConfirm } from './use-order-confirm';

/** What a real-money order will be, as the dialog of either form factor shows it, and "don't ask again". */
export function OrderConfirmBody({ confirm }: { confirm: OrderConfirm }) {
  const intl = useIntl();
  const { facts } = confirm;
  if (!facts) return null;
  const rows = [
    [contractMessages.confirmDirection, `${facts.pair} ${facts.direction}`],
    [contractMessages.amountLabel, facts.amount],
    [contractMessages.durationLabel, facts.duration],
    [contractMessages.payoutOnWin, facts.payoutOnWin],
    [contractMessages.fee, facts.fee],
  ] as const;
  return (
    <div className="ct-confirm" data-testid="order-confirm">
      <dl className="ct-confirm__facts">
        {rows.map(([label, value]) => (
          <div key={label.id}>
            <dt>{intl.formatMessage(label)}</dt>
            <dd
              className={
                label === contractMessages.confirmDirection ? (facts.up ? 'ct-rise' : 'ct-fall') : undefined
              }
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <label className="ct-confirm__again">
        <input
          type="checkbox"
          checked={confirm.dontAsk}
          onChange={(event) => confirm.setDontAsk(event.target.checked)}
        />
        {intl.formatMessage(contractMessages.confirmDontAsk)}
      </label>
    </div>
  );
}
