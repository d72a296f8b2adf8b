import { useIntl } from 'react-intl';
import { ContractAccount } from '../../../../domain/contract/contract';
import { contractMessages } from '../contract.messages';
import { ACCOUNTS, useAccountSwitch } from './use-account-switch';

/** Real / demo account buttons; the dialog for demo -> real belongs to each form factor. */
export function AccountTabs() {
  const intl = useIntl();
  const { account, choose } = useAccountSwitch();
  return (
    <div className="ct-segments" role="group" aria-label={intl.formatMessage(contractMessages.accountLabel)}>
      {ACCOUNTS.map((option) => (
        <button
          key={option}
          type="button"
          className="ct-segment"
          aria-pressed={option === account}
          data-testid={option === ContractAccount.demo ? 'account-demo' : 'account-real'}
          onClick={() => choose(option)}
        >
          {intl.formatMessage(
            option === ContractAccount.demo ? contractMessages.accountDemo : contractMessages.accountReal,
          )}
        </button>
      ))}
    </div>
  );
}
