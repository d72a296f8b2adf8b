import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { selectUsdtPrices } from '../../../../application/contract/contract-screen.selectors';
import { visibleAssets, withTotals } from '../../../../domain/wallet/asset-totals';
import { coinPlaces, formatCoinAmount, formatPairPrice } from '../../../../domain/precision';
import { useContractScreenContext } from '../screen/contract-screen-context';
import { useContractAssets } from './use-contract-assets';

/** The account's asset rows with price and total, the hide-small toggle and the account rate. */
export function useAssetRows() {
  const assets = useContractAssets();
  const prices = useSelector(useContractScreenContext().screen, selectUsdtPrices);
  const [hideSmall, setHideSmall] = useState(false);
  const rows = useMemo(() => {
    const all = withTotals(assets.assets?.list ?? [], prices);
    return visibleAssets(all, hideSmall).map((row) => {
      const coin = row.currencyName;
      // A row's available and frozen line up: one precision for the coin's two amounts.
      const places = coinPlaces(coin, [row.availableCurrency, row.frozenCurrency]);
      return {
        coin,
        available: formatCoinAmount(row.availableCurrency, coin, { places }),
        frozen: formatCoinAmount(row.frozenCurrency, coin, { places }),
        // A price as its USDT pair shows it; the total is USDT, with a stablecoin's 2 places.
        price: formatPairPrice(coin, 'USDT', row.price),
        total: formatCoinAmount(row.total, 'USDT'),
      };
    });
  }, [assets.assets, prices, hideSmall]);
  return {
    rows,
    // SPEC section 7: the rate read from the response msg, '-' when there is none.
    rate: assets.assets?.rate ?? '-',
    loading: assets.loading && assets.assets === null,
    error: assets.error,
    retry: assets.reload,
    hideSmall,
    setHideSmall,
  };
}
