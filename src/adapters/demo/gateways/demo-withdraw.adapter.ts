import type { WithdrawGateway } from '../../../domain/withdraw/withdraw.port';
import type { DemoExchange } from '../demo-exchange';
import { withdrawPart } from '../engine/parts/withdraw/withdraw.part';

export function createDemoWithdrawGateway({ exchange }: { exchange: DemoExchange }): WithdrawGateway {
  const withdraw = exchange.part(withdrawPart);
  return {
    config: () => withdraw.call((engine) => engine.withdrawConfig()),
    guard: () => withdraw.call((engine, token) => engine.withdrawGuard(token)),
    setWhitelistOnly: ({ on, code }) =>
      withdraw.call((engine, token) => engine.setWhitelistOnly(token, on, code)),
    withdraw: (request, once) =>
      withdraw.call((engine, token) => engine.withdraw(token, request, once?.requestId)),
    records: (query) => withdraw.call((engine, token) => engine.withdrawalRecords(token, query)),
    pastAddresses: () => withdraw.call((engine, token) => engine.pastWithdrawalAddresses(token)),
    cancel: (id) => withdraw.call((engine, token) => engine.cancelWithdrawal(token, id)),
  };
}
