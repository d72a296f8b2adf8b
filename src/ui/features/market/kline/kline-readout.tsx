import { useIntl } from 'react-intl';
import type { Candle } from '../../../../domain/market/market';
import { formatAmount } from '../../../../domain/precision';
import { klineMessages } from './kline.messages';

interface ReadoutProps {
  candle: Candle | undefined;
  precision: number;
  formatTime: (timestamp: number) => string;
}

/** Open, high, low, close and volume of the candle under the crosshair (else the newest). */
export function KlineReadout({ candle, precision, formatTime }: ReadoutProps) {
  const intl = useIntl();
  if (!candle) return null;
  const rows = [
    [klineMessages.open, formatAmount(candle.open, precision)],
    [klineMessages.high, formatAmount(candle.high, precision)],
    [klineMessages.low, formatAmount(candle.low, precision)],
    [klineMessages.close, formatAmount(candle.close, precision)],
    [klineMessages.volume, formatAmount(candle.volume, 4)],
  ] as const;
  return (
    <figcaption className="kl-readout">
      <span className="kl-readout__time">{formatTime(candle.timestamp)}</span>
      {rows.map(([message, value]) => (
        <span key={message.id}>
          <span className="kl-readout__key">{intl.formatMessage(message)}</span> {value}
        </span>
      ))}
    </figcaption>
  );
}
