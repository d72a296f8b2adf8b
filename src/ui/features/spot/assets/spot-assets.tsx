import { useIntl } from 'react-intl';
import { add, coinPlaces, formatCoinAmount, isZero } from '../../../../domain/precision';
import type { BalanceRow } from '../../../../domain/wallet/balances';
import { spotListMessages } from '../spot-lists.messages';
import { useSpotBalances, useSpotBalancesFailure } from '../orders/use-spot-lists';
import { SpotTable, type SpotColumn } from '../orders/spot-table';

const totalOf = (b: BalanceRow) => add(b.availableCurrency, b.frozenCurrency);

/** The spot account: each coin held (and the pair's two) with available, frozen and total. */
export function SpotAssets({ coins }: { coins: readonly string[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const balances = useSpotBalances();
  const failure = useSpotBalancesFailure();
  const rows = (balances ?? []).filter(
    (b) => coins.includes(b.currencyName) || !isZero(add(b.availableCurrency, b.frozenCurrency)),
  );
  // Per coin (stablecoins with 2 places, others without trailing zeros), a row's three amounts
  // in one precision so they line up.
  const amount = (b: BalanceRow, value: string) =>
    formatCoinAmount(value, b.currencyName, {
      places: coinPlaces(b.currencyName, [b.availableCurrency, b.frozenCurrency, totalOf(b)]),
    });
  const columns: SpotColumn<BalanceRow>[] = [
    { key: 'coin', label: t(spotListMessages.coin), render: (b) => <strong>{b.currencyName}</strong> },
    {
      key: 'available',
      label: t(spotListMessages.available),
      numeric: true,
      render: (b) => amount(b, b.availableCurrency),
    },
    {
      key: 'frozen',
      label: t(spotListMessages.frozen),
      numeric: true,
      render: (b) => amount(b, b.frozenCurrency),
    },
    {
      key: 'total',
      label: t(spotListMessages.total),
      numeric: true,
      render: (b) => amount(b, totalOf(b)),
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
