import type { DepositGateway, DepositSimulator } from '../../../domain/deposit/deposit.port';
import type { DemoExchange } from '../demo-exchange';

export function createDemoDepositGateway({ exchange }: { exchange: DemoExchange }): DepositGateway {
  return {
    address: (coin, network) => exchange.call((engine, token) => engine.depositAddress(token, coin, network)),
    records: (query) => exchange.call((engine, token) => engine.depositRecords(token, query)),
  };
}

/** Demo mode's simulated blockchain: a deposit to the user's own address, confirmed on the engine's clock. */
export function createDemoDepositSimulator({ exchange }: { exchange: DemoExchange }): DepositSimulator {
  return { simulate: (request) => exchange.call((engine, token) => engine.simulateDeposit(token, request)) };
}
