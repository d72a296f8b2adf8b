import { useIntl } from 'react-intl';
import { contractMessages } from '../contract.messages';

/** The persistent mark of practice money on every contract view while on demo. */
export function DemoMarker() {
  const intl = useIntl();
  return (
    <span
      className="ct-demo-marker"
      data-testid="demo-marker"
      title={intl.formatMessage(contractMessages.demoNote)}
    >
      {intl.formatMessage(contractMessages.demoMarker)}
    </span>
  );
}
