import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { chartEntryLines } from '../../../../application/contract/chart-entry-lines';
import { EntryStatus } from '../../../../domain/contract/contract';
import type { Pair } from '../../../../domain/market/market';
import { formatCoinAmount } from '../../../../domain/precision';
import type { PriceLine } from '../../market/kline/kline-price-lines';
import { useUpColour } from '../../market/preferences/use-up-colour';
import { useServerNow } from '../../../shared/use-server-now';
import { chartEntryLineText, chartSecondsLeftText, contractMessages } from '../contract.messages';
import { useOrderHistory } from '../positions/use-order-history';

/**
 * The open positions of the pair on the chart as price lines: the screen's holding list (no
 * feed of its own), in the user's up / down colours, each labelled with direction, stake and
 * the seconds left on server time, re-read each second while any is open.
 */
export function useChartEntryLines(pair: Pair): readonly PriceLine[] {
  const intl = useIntl();
  const { items } = useOrderHistory(EntryStatus.holding);
  const { up, down } = useUpColour();
  const now = useServerNow(1000, items.length > 0);
  return useMemo(
    () =>
      chartEntryLines(items, pair, now).map((line) => ({
        id: line.id,
        price: line.price,
        colour: line.up ? up : down,
        above: line.up,
        label: intl.formatMessage(chartEntryLineText, {
          direction: intl.formatMessage(line.up ? contractMessages.up : contractMessages.down),
          amount: formatCoinAmount(line.amount, line.coin),
          coin: line.coin,
          left:
            line.secondsLeft === null
              ? '--'
              : intl.formatMessage(chartSecondsLeftText, { seconds: line.secondsLeft }),
        }),
      })),
    [items, pair, now, up, down, intl],
  );
}
