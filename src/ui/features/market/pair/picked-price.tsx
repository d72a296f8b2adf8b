import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../domain/precision';
import { pickedPriceMessage } from './pair-detail.messages';

/** A picked book price, shown where no order form takes it (the phone's pair screen, a visitor's terminal). */
export function PickedPrice({ price, places }: { price: string | null; places: number }) {
  const intl = useIntl();
  return (
    <p className="pd-picked" role="status">
      {price === null ? '' : intl.formatMessage(pickedPriceMessage, { price: formatAmount(price, places) })}
    </p>
  );
}
