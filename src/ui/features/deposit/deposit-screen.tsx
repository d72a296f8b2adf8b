import { useIntl } from 'react-intl';
import { balanceText } from './deposit.messages';
import { DepositAddressCard } from './deposit-address-card';
import { DepositRecords } from './deposit-records';
import { SimulateDeposit } from './simulate-deposit';
import type { DepositScreenView } from './use-deposit-screen';

/** The whole deposit screen, kit-free: each form factor lays it out with its own class. */
export function DepositScreen({ view, className }: { view: DepositScreenView; className: string }) {
  const intl = useIntl();
  return (
    <div className={`dp-screen ${className}`}>
      <div className="dp-column">
        <DepositAddressCard view={view} />
        {view.canSimulate && <SimulateDeposit form={view.simulate} coin={view.coin} />}
      </div>
      <div className="dp-column">
        <p className="dp-balance" aria-live="polite" data-testid="deposit-balance">
          {view.balance === null
            ? '\u00a0'
            : intl.formatMessage(balanceText, { amount: view.balance, coin: view.coin })}
        </p>
        <DepositRecords records={view.records} />
      </div>
    </div>
  );
}
