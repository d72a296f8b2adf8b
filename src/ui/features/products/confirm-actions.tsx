import { useIntl } from 'react-intl';
import { productsMessages as m } from './products.messages';

/** Cancel and Confirm under a purchase's or a redemption's stated terms; Confirm waits while sending. */
export function ConfirmActions(props: {
  onCancel: () => void;
  onConfirm: () => void;
  sending: boolean;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <div className="pd-actions">
      <button type="button" className="wl-action" onClick={props.onCancel}>
        {intl.formatMessage(m.cancel)}
      </button>
      <button
        type="button"
        className="wl-action wl-action--primary"
        onClick={props.onConfirm}
        disabled={props.sending}
        data-testid={props.testId}
      >
        {intl.formatMessage(props.sending ? m.sending : m.confirm)}
      </button>
    </div>
  );
}
