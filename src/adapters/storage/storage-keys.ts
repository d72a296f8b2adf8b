/** SPEC section 3: the desktop app's local storage keys, kept so existing visitors stay signed in. */
export const StorageKeys = {
  userId: 'User-Id',
  token: 'User-Token',
  login: 'User-Login',
  email: 'User-Email',
  purchase: 'User-Purchase',
  language: 'User-Lang',
} as const;

/** What User-Login holds while a user is signed in. */
export const SIGNED_IN_FLAG = '1';

/** Keys this app adds (not in the SPEC's table). */
export const AppStorageKeys = {
  /** SPEC section 9: the ticker list is cached locally, one entry per quote coin. */
  tickers: 'Market-Tickers',
  favourites: 'Market-Favourites',
  upColour: 'Market-Up-Colour',
  tradeKind: 'Trade-Kind',
  /** The kline timeframe chosen per pair. */
  timeframes: 'Market-Timeframes',
  /** SPEC section 9 (as for tickers): the newest candles of recent pair views. */
  candles: 'Market-Candles',
  /** SPEC section 7: the contract asset list, shown before its refresh returns. */
  contractList: 'Contract-List',
  /** The contract account (real or demo) each user last chose, restored on every visit. */
  contractAccount: 'Contract-Account',
  /** The users who said "don't ask again" to the real-money order confirmation. */
  contractRealConfirmOff: 'Contract-Real-Confirm-Off',
  /** The wallet overview (every account and its prices), shown before its refresh returns. */
  walletOverview: 'Wallet-Overview',
  /** The wallet's "hide amounts" eye. */
  walletHideAmounts: 'Wallet-Hide-Amounts',
} as const;
