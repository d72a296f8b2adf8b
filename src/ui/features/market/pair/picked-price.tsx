import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../domain/precision';
import { pickedPriceMessage } from './pair-detail.messages';

/** Until the spot order form exists, a picked book price is shown here for the user to use. */
export function PickedPrice({ price, places }: { price: string | null; places: number }) {
  const intl = useIntl();
  return (
    <p className="pd-picked" role="status">
      {price === null ? '' : intl.formatMessage(pickedPriceMessage, { price: formatAmount(price, places) })}
    </p>
  );
}
