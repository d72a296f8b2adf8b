import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { selectUsdtPrices } from '../../../../application/contract/contract-screen.selectors';
import { visibleAssets, withTotals } from '../../../../domain/wallet/asset-totals';
import { DECIMAL_PRECISION, formatAmount } from '../../../../domain/precision';
import { useContractScreenContext } from '../screen/contract-screen-context';
import { useContractAssets } from './use-contract-assets';

/** The account's asset rows with price and total, the hide-small toggle and the account rate. */
export function useAssetRows() {
  const assets = useContractAssets();
  const prices = useSelector(useContractScreenContext().screen, selectUsdtPrices);
  const [hideSmall, setHideSmall] = useState(false);
  const rows = useMemo(() => {
    const all = withTotals(assets.assets?.list ?? [], prices);
    return visibleAssets(all, hideSmall).map((row) => ({
      coin: row.currencyName,
      available: formatAmount(row.availableCurrency, DECIMAL_PRECISION),
      frozen: formatAmount(row.frozenCurrency, DECIMAL_PRECISION),
      price: formatAmount(row.price),
      total: formatAmount(row.total),
    }));
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
