import { defineMessage, defineMessages } from 'react-intl';

// Messages with arguments are typed one by one below (react-intl 12 checks their values).
export const marketMessages = defineMessages({
  pair: { id: 'market.column.pair', defaultMessage: 'Pair' },
  price: { id: 'market.column.price', defaultMessage: 'Last price' },
  change: { id: 'market.column.change', defaultMessage: '24h change' },
  volume: { id: 'market.column.volume', defaultMessage: '24h volume' },
  favourites: { id: 'market.tab.favourites', defaultMessage: 'Favourites' },
  quoteTabs: { id: 'market.tabs.label', defaultMessage: 'Quote coin' },
  search: { id: 'market.search.label', defaultMessage: 'Search coin' },
  loading: { id: 'market.state.loading', defaultMessage: 'Loading prices…' },
  empty: { id: 'market.state.empty', defaultMessage: 'No pairs match' },
  emptyFavourites: {
    id: 'market.state.emptyFavourites',
    defaultMessage: 'Tap the star on a pair to keep it here',
  },
  error: { id: 'market.state.error', defaultMessage: 'Prices are unavailable. Retrying…' },
  reconnecting: { id: 'market.state.reconnecting', defaultMessage: 'Prices are not updating. Reconnecting…' },
  stale: { id: 'market.state.stale', defaultMessage: 'Prices may be out of date' },
  upColour: { id: 'market.colour.label', defaultMessage: 'Rising prices in' },
  green: { id: 'market.colour.green', defaultMessage: 'Green' },
  red: { id: 'market.colour.red', defaultMessage: 'Red' },
  overview: { id: 'market.overview.title', defaultMessage: 'Markets' },
  more: { id: 'market.overview.more', defaultMessage: 'All markets' },
});

export const sortByMessage = defineMessage<{ column: string }>({
  id: 'market.sort.label',
  defaultMessage: 'Sort by {column}',
});

export const addFavouriteMessage = defineMessage<{ pair: string }>({
  id: 'market.favourite.add',
  defaultMessage: 'Add {pair} to favourites',
});

export const removeFavouriteMessage = defineMessage<{ pair: string }>({
  id: 'market.favourite.remove',
  defaultMessage: 'Remove {pair} from favourites',
});

export const openPairMessage = defineMessage<{ pair: string }>({
  id: 'market.row.open',
  defaultMessage: 'Open {pair}',
});
