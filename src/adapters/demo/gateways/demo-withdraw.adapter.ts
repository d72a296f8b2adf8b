import type { WithdrawGateway } from '../../../domain/withdraw/withdraw.port';
import type { DemoExchange } from '../demo-exchange';

export function createDemoWithdrawGateway({ exchange }: { exchange: DemoExchange }): WithdrawGateway {
  return {
    config: () => exchange.call((engine) => engine.withdrawConfig()),
    withdraw: (request) => exchange.call((engine, token) => engine.withdraw(token, request)),
    records: (query) => exchange.call((engine, token) => engine.withdrawalRecords(token, query)),
    cancel: (id) => exchange.call((engine, token) => engine.cancelWithdrawal(token, id)),
  };
}
