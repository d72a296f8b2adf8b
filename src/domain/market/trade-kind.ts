/** The two trading screens of the phone's Trade tab. */
export type TradeKind = 'spot' | 'seconds';

/** The Trade tab opens spot until the user has traded on the seconds contract. */
export const DEFAULT_TRADE_KIND: TradeKind = 'spot';

/** The pair the spot screen opens on from the Trade tab. */
export const DEFAULT_SPOT_SYMBOL = 'btcusdt';

export const isTradeKind = (value: unknown): value is TradeKind => value === 'spot' || value === 'seconds';
