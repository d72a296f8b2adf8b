import { useIntl } from 'react-intl';
import { add, formatAmount, isZero } from '../../../../domain/precision';
import type { BalanceRow } from '../../../../domain/wallet/balances';
import { spotListMessages } from '../spot-lists.messages';
import { useSpotBalances, useSpotBalancesFailure } from '../orders/use-spot-lists';
import { SpotTable, type SpotColumn } from '../orders/spot-table';

/** The spot account: each coin held (and the pair's two) with available, frozen and total. */
export function SpotAssets({ coins }: { coins: readonly string[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const balances = useSpotBalances();
  const failure = useSpotBalancesFailure();
  const rows = (balances ?? []).filter(
    (b) => coins.includes(b.currencyName) || !isZero(add(b.availableCurrency, b.frozenCurrency)),
  );
  const columns: SpotColumn<BalanceRow>[] = [
    { key: 'coin', label: t(spotListMessages.coin), render: (b) => <strong>{b.currencyName}</strong> },
    {
      key: 'available',
      label: t(spotListMessages.available),
      numeric: true,
      render: (b) => formatAmount(b.availableCurrency, 8),
    },
    {
      key: 'frozen',
      label: t(spotListMessages.frozen),
      numeric: true,
      render: (b) => formatAmount(b.frozenCurrency, 8),
    },
    {
      key: 'total',
      label: t(spotListMessages.total),
      numeric: true,
      render: (b) => formatAmount(add(b.availableCurrency, b.frozenCurrency), 8),
    },
  ];
  return (
    <SpotTable
      label={t(spotListMessages.assets)}
      columns={columns}
      rows={rows}
      rowKey={(b) => b.currencyName}
      state={{
        firstLoad: balances === null && failure.error === null,
        empty: rows.length === 0,
        error: failure.error,
        retry: failure.retry,
      }}
      emptyText={t(spotListMessages.emptyAssets)}
    />
  );
}
