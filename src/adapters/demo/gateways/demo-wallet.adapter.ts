import type { SpotAccountGateway } from '../../../domain/wallet/spot-account.port';
import type { DemoExchange } from '../demo-exchange';

/** The spot account of the simulated exchange, as /wallet/getAssets answers it. */
export function createDemoSpotAccountGateway({ exchange }: { exchange: DemoExchange }): SpotAccountGateway {
  return { balances: () => exchange.call((engine, token) => engine.assets(token, 'spot').list) };
}
