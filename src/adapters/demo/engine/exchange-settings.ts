/** The flash exchange's terms: how long a quote holds, what the house keeps, the least amounts. */
export interface ExchangeSettings {
  /** How long a quote stays executable, on the engine's clock. */
  exchangeQuoteTtlMs: number;
  /** Share of the mid rate the house keeps on every quote. */
  exchangeSpread: string;
  /** Share of the gross received amount charged as the fee. */
  exchangeFeeRate: string;
  /** The least amount of each coin an exchange takes; a coin not listed is not exchanged. */
  exchangeMinimums: Readonly<Record<string, string>>;
}

export const DEFAULT_EXCHANGE_SETTINGS: ExchangeSettings = {
  exchangeQuoteTtlMs: 10_000,
  exchangeSpread: '0.002',
  exchangeFeeRate: '0.001',
  exchangeMinimums: {
    USDT: '10',
    USDC: '10',
    BTC: '0.0001',
    ETH: '0.003',
    LTC: '0.1',
    XRP: '5',
    ADA: '10',
    DOGE: '30',
    EOS: '10',
    SHIB: '500000',
  },
};
