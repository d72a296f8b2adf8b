import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { demoResetMessages as messages } from '../../features/demo/demo-reset.messages';
import { useDemoReset } from '../../features/demo/use-demo-reset';
import { commonMessages } from '../../shared/common.messages';
import { pcPath } from '../routes/desktop-routes';

/** Demo mode only: start over with a fresh simulated exchange, after a confirmation. */
export function DemoDataReset() {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const reset = useDemoReset(pcPath('/main'));
  if (!reset) return null;

  return (
    <>
      <p className="dt-footer__demo">
        <span className="dt-footer__demo-badge">{intl.formatMessage(commonMessages.demoBadge)}</span>
        {intl.formatMessage(messages.hint)}
        <Button size="small" danger ghost onClick={() => setConfirming(true)} data-testid="demo-reset">
          {intl.formatMessage(messages.action)}
        </Button>
      </p>
      <Modal
        open={confirming}
        title={intl.formatMessage(messages.title)}
        okText={intl.formatMessage(messages.confirm)}
        okButtonProps={{ danger: true }}
        cancelText={intl.formatMessage(commonMessages.cancel)}
        onOk={reset}
        onCancel={() => setConfirming(false)}
      >
        <p>{intl.formatMessage(messages.body)}</p>
      </Modal>
    </>
  );
}
