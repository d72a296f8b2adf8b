import { useIntl } from 'react-intl';
import { LazyDialog } from '../../shared/overlays';
import { contractMessages } from '../../../features/contract/contract.messages';
import { useAccountSwitch } from '../../../features/contract/account/use-account-switch';

/** Asks before moving from demo to real money; the account machine waits in confirmingReal. */
export function SwitchRealDialog() {
  const intl = useIntl();
  const { confirmingReal, confirm, cancel } = useAccountSwitch();
  return (
    <LazyDialog
      visible={confirmingReal}
      title={intl.formatMessage(contractMessages.switchTitle)}
      content={intl.formatMessage(contractMessages.switchBody)}
      onClose={cancel}
      closeOnAction
      actions={[
        [
          { key: 'cancel', text: intl.formatMessage(contractMessages.switchCancel), onClick: cancel },
          {
            key: 'confirm',
            text: intl.formatMessage(contractMessages.switchConfirm),
            bold: true,
            onClick: confirm,
          },
        ],
      ]}
    />
  );
}
