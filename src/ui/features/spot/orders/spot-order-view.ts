import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { SpotOrderStatus, type SpotSide } from '../../../../domain/spot/spot';
import { spotListMessages } from '../spot-lists.messages';
import { spotMessages } from '../spot.messages';

const STATUS_TEXT = {
  [SpotOrderStatus.open]: spotListMessages.open,
  [SpotOrderStatus.partiallyFilled]: spotListMessages.partial,
  [SpotOrderStatus.filled]: spotListMessages.filledStatus,
  [SpotOrderStatus.cancelled]: spotListMessages.cancelled,
} as const;

/** 'Open', 'Partially filled', 'Filled' or 'Cancelled' in the user's language. */
export function statusText(intl: IntlShape, status: SpotOrderStatus): string {
  return intl.formatMessage(STATUS_TEXT[status]);
}

export function sideText(intl: IntlShape, side: SpotSide): string {
  return intl.formatMessage(spotMessages[side]);
}

/** Date and time of a row, to the second, in the user's locale; '--' for an unknown time. */
export function useRowTime(): (at: number) => string {
  const intl = useIntl();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intl.locale, {
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    return (at: number) => (at > 0 ? format.format(at) : '--');
  }, [intl.locale]);
}
