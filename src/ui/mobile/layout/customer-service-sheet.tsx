import { Popup } from 'antd-mobile';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { CustomerServicePanel } from '../../features/support/customer-service-panel';
import { customerServiceMessages as messages } from '../../features/support/customer-service.messages';

export interface CustomerServiceSheetProps extends ComponentProps<typeof CustomerServicePanel> {
  visible: boolean;
  close: () => void;
}

/** The chat and the contact links in a bottom sheet (its own chunk: opened by a tap, not on every screen). */
export function CustomerServiceSheet({ visible, close, info, loading }: CustomerServiceSheetProps) {
  const intl = useIntl();
  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} bodyClassName="m-cs-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="cs-title" data-testid="cs-dialog">
        <div className="m-cs-sheet__head">
          <h2 id="cs-title" className="m-cs-sheet__title">
            {intl.formatMessage(messages.title)}
          </h2>
          <button type="button" className="m-plain-button m-cs-sheet__close" onClick={close}>
            {intl.formatMessage(messages.close)}
          </button>
        </div>
        <CustomerServicePanel info={info} loading={loading} />
      </div>
    </Popup>
  );
}
