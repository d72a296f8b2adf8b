import { useIntl } from 'react-intl';
import { contractMessages } from '../contract.messages';
import type { useDemoFunds } from './use-demo-funds';

/** The demo top-up amounts could not be loaded: why, and a retry (kit-free, both form factors). */
export function DemoFundsFailure({ funds }: { funds: ReturnType<typeof useDemoFunds> }) {
  const intl = useIntl();
  if (funds.failure === null) return null;
  return (
    <div className="ct-error" role="alert">
      {`${funds.failure} `}
      <button type="button" className="ct-link" onClick={funds.retry}>
        {intl.formatMessage(contractMessages.retry)}
      </button>
    </div>
  );
}
