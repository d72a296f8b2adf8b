import type { SpotAssetsGateway } from '../../../domain/wallet/wallet.port';
import type { DemoExchange } from '../demo-exchange';

/** The spot account of the simulated exchange, as /wallet/getAssets answers it. */
export function createDemoSpotAssetsGateway({ exchange }: { exchange: DemoExchange }): SpotAssetsGateway {
  return { assets: () => exchange.call((engine, token) => engine.assets(token, 'spot').list) };
}
