import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { SpotOrderStatus, type SpotSide } from '../../../../domain/spot/spot';
import { spotListMessages } from '../spot-lists.messages';
import { spotMessages } from '../spot.messages';
import { RECORD_TIME } from '../../../shared/record-time';

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

/** A row's moment in the app's one format (record-time.ts); '--' for an unknown time. */
export function useRowTime(): (at: number) => string {
  const intl = useIntl();
  return useCallback((at: number) => (at > 0 ? intl.formatDate(at, RECORD_TIME) : '--'), [intl]);
}
