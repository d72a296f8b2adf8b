import type { WithdrawGateway } from '../../../domain/withdraw/withdraw.port';
import type { DemoExchange } from '../demo-exchange';
import { derivedToCheck } from '../engine/password-kdf';
import { withdrawPart } from '../engine/parts/withdraw/withdraw.part';

export function createDemoWithdrawGateway({ exchange }: { exchange: DemoExchange }): WithdrawGateway {
  const withdraw = exchange.part(withdrawPart);
  return {
    config: () => withdraw.call((engine) => engine.withdrawConfig()),
    guard: () => withdraw.call((engine, token) => engine.withdrawGuard(token)),
    setWhitelistOnly: ({ on, code }) =>
      withdraw.call((engine, token) => engine.setWhitelistOnly(token, on, code)),
    // The fund password is derived (PBKDF2) against the stored record before the engine's call.
    withdraw: async (request, once) => {
      const terms = await withdraw.call((engine, token) => engine.signedInPasswordTerms(token, 'fund'));
      const fund = await derivedToCheck(request.fundPassword, terms);
      return withdraw.call((engine, token) => engine.withdraw(token, request, once?.requestId, fund));
    },
    records: (query) => withdraw.call((engine, token) => engine.withdrawalRecords(token, query)),
    pastAddresses: () => withdraw.call((engine, token) => engine.pastWithdrawalAddresses(token)),
    cancel: (id) => withdraw.call((engine, token) => engine.cancelWithdrawal(token, id)),
  };
}
