import type { SpotAccountGateway } from '../../../domain/wallet/spot-account.port';
import type { DemoExchange } from '../demo-exchange';
import { balancesPart } from '../engine/parts/balances/balances.part';

/** The spot account of the simulated exchange, as /wallet/getAssets answers it. */
export function createDemoSpotAccountGateway({ exchange }: { exchange: DemoExchange }): SpotAccountGateway {
  const balances = exchange.part(balancesPart);
  return { balances: () => balances.call((engine, token) => engine.assets(token, 'spot').list) };
}
