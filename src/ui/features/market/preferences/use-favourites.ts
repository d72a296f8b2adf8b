import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectFavourites } from '../../../../application/preferences/market-preferences.selectors';
import { useServices } from '../../../shared/services-context';

/** The user's favourite pairs as a set of symbols ('btcusdt'), and the toggle. */
export function useFavourites() {
  const preferences = useServices().market.preferences;
  const list = useSelector(preferences, selectFavourites);
  const favourites = useMemo(() => new Set(list), [list]);
  const toggleFavourite = (symbol: string) => preferences.send({ type: 'favourite.toggle', symbol });
  return { favourites, toggleFavourite };
}
