/** The flash exchange's terms: how long a quote holds, what the house keeps, the least amounts. */
export interface ConvertSettings {
  /** How long a quote stays executable, on the engine's clock. */
  convertQuoteTtlMs: number;
  /** Share of the mid rate the house keeps on every quote. */
  convertSpread: string;
  /** Share of the gross received amount charged as the fee. */
  convertFeeRate: string;
  /** The least amount of each coin an exchange takes; a coin not listed is not exchanged. */
  convertMinimums: Readonly<Record<string, string>>;
}

export const DEFAULT_EXCHANGE_SETTINGS: ConvertSettings = {
  convertQuoteTtlMs: 10_000,
  convertSpread: '0.002',
  convertFeeRate: '0.001',
  convertMinimums: {
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
