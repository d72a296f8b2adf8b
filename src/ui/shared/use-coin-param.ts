import { useSearchParams } from 'react-router-dom';
import { isPayCoin, type PayCoin } from '../../domain/wallet/coins';

/**
 * The pay coin a link chose (`?coin=USDC`, e.g. a row's Deposit in My Assets), read when the
 * screen opens; anything else is no choice, and the screen keeps its own default.
 */
export function useCoinParam(): PayCoin | undefined {
  const coin = useSearchParams()[0].get('coin');
  return isPayCoin(coin) ? coin : undefined;
}
