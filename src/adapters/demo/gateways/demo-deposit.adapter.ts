import type { DepositGateway, DepositSimulator } from '../../../domain/deposit/deposit.port';
import type { DemoExchange } from '../demo-exchange';
import { depositPart } from '../engine/parts/deposit/deposit.part';

export function createDemoDepositGateway({ exchange }: { exchange: DemoExchange }): DepositGateway {
  const deposit = exchange.part(depositPart);
  return {
    address: (coin, network) => deposit.call((engine, token) => engine.depositAddress(token, coin, network)),
    records: (query) => deposit.call((engine, token) => engine.depositRecords(token, query)),
  };
}

/** Demo mode's simulated blockchain: a deposit to the user's own address, confirmed on the engine's clock. */
export function createDemoDepositSimulator({ exchange }: { exchange: DemoExchange }): DepositSimulator {
  const deposit = exchange.part(depositPart);
  return {
    simulate: (request, once) =>
      deposit.call((engine, token) => engine.simulateDeposit(token, request, once?.requestId)),
  };
}
