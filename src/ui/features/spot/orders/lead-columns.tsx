import { useIntl } from 'react-intl';
import type { SpotSide } from '../../../../domain/spot/spot';
import { spotListMessages } from '../spot-lists.messages';
import type { SpotColumn } from './spot-table';
import { sideText, useRowTime } from './spot-order-view';

interface LeadRow {
  createdAt: number;
  baseCoin: string;
  quoteCoin: string;
  side: SpotSide;
}

/** Time, pair and side: the first three columns of every spot list (open, history, trades). */
export function useLeadColumns<Row extends LeadRow>(): SpotColumn<Row>[] {
  const intl = useIntl();
  const time = useRowTime();
  return [
    { key: 'time', label: intl.formatMessage(spotListMessages.time), render: (row) => time(row.createdAt) },
    {
      key: 'pair',
      label: intl.formatMessage(spotListMessages.pair),
      render: (row) => `${row.baseCoin}/${row.quoteCoin}`,
    },
    {
      key: 'side',
      label: intl.formatMessage(spotListMessages.side),
      render: (row) => <span className={`sp-side sp-side--${row.side}`}>{sideText(intl, row.side)}</span>,
    },
  ];
}
