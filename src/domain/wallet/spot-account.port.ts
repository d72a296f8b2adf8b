import type { BalanceRow } from './balances';

/**
 * Output port: the spot account's balances, one endpoint for every feature that spends from
 * or pays into spot (assumed path /wallet/getAssets): the wallet, deposits, withdrawals,
 * convert and spot trading.
 */
export interface SpotAccountGateway {
  balances(): Promise<BalanceRow[]>;
}
