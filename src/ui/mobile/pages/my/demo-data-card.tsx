import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { demoResetMessages as messages } from '../../../features/demo/demo-reset.messages';
import { useDemoReset } from '../../../features/demo/use-demo-reset';
import { commonMessages } from '../../../shared/common.messages';
import './my.css';

/** Demo mode only: start over with a fresh simulated exchange, after a confirmation. */
export function DemoDataCard() {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const reset = useDemoReset('/');
  if (!reset) return null;
  const title = intl.formatMessage(messages.title);

  return (
    <section className="m-card m-demo-card" aria-labelledby="demo-data-title">
      <h2 id="demo-data-title" className="m-demo-card__title">
        <span className="m-demo-card__badge">{intl.formatMessage(commonMessages.demoBadge)}</span>
        {intl.formatMessage(messages.hint)}
      </h2>
      <Button
        block
        fill="outline"
        color="danger"
        onClick={() => setConfirming(true)}
        data-testid="demo-reset"
      >
        {intl.formatMessage(messages.action)}
      </Button>
      {/* The declarative Dialog, because only it passes an accessible name to the dialog role. */}
      <Dialog
        visible={confirming}
        aria-label={title}
        title={title}
        content={intl.formatMessage(messages.body)}
        closeOnMaskClick
        onClose={() => setConfirming(false)}
        actions={[
          [
            {
              key: 'cancel',
              text: intl.formatMessage(commonMessages.cancel),
              onClick: () => setConfirming(false),
            },
            {
              key: 'reset',
              text: intl.formatMessage(messages.confirm),
              danger: true,
              bold: true,
              onClick: reset,
            },
          ],
        ]}
      />
    </section>
  );
}
