import type { SpotAssetsGateway } from '../../../domain/wallet/wallet.port';
import type { DemoExchange } from '../demo-exchange';
import { balancesPart } from '../engine/parts/balances/balances.part';

/** The spot account of the simulated exchange, as /wallet/getAssets answers it. */
export function createDemoSpotAssetsGateway({ exchange }: { exchange: DemoExchange }): SpotAssetsGateway {
  const balances = exchange.part(balancesPart);
  return { assets: () => balances.call((engine, token) => engine.assets(token, 'spot').list) };
}
