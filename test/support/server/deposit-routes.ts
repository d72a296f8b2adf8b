import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import { derivedToCheck } from '../../../src/adapters/demo/engine/password-kdf';
import type { PayCoin } from '../../../src/domain/wallet/coins';
import type { Network } from '../../../src/domain/wallet/networks';
import type { WithdrawNetwork } from '../../../src/domain/wallet/networks';
import { int, ok, optionalText, requestIdOf, text, type RouteTable } from './route-types';

const withTotal = <T extends { sum: number }>(page: T) => ok({ ...page, totalRow: page.sum });

export function depositRoutes(engine: ExchangeEngine): RouteTable['deposit'] {
  return {
    // The engine checks coin and network; a wrong pair is refused with its message.
    address: ({ params, token }) =>
      ok(engine.depositAddress(token, text(params, 'coin') as PayCoin, text(params, 'network') as Network)),
    records: ({ params, token }) =>
      withTotal(
        engine.depositRecords(token, {
          pageNo: int(params, 'pageNo'),
          pageSize: int(params, 'pageSize'),
          coin: optionalText(params, 'coin') as PayCoin | undefined,
        }),
      ),
  };
}

export function withdrawRoutes(engine: ExchangeEngine): RouteTable['withdraw'] {
  return {
    config: () => ok(engine.withdrawConfig()),
    guard: ({ token }) => ok(engine.withdrawGuard(token)),
    whitelist: ({ params, token }) =>
      ok(
        engine.setWhitelistOnly(
          token,
          text(params, 'whitelistOnly') === '1',
          optionalText(params, 'code') ?? '',
        ),
      ),
    // The fund password is derived (PBKDF2) against the stored record before the engine's call.
    apply: async ({ params, token }) => {
      const fundPassword = text(params, 'fundPassword');
      const fund = await derivedToCheck(fundPassword, engine.signedInPasswordTerms(token, 'fund'));
      const request = {
        coin: text(params, 'coin') as PayCoin,
        network: text(params, 'network') as WithdrawNetwork,
        address: text(params, 'address'),
        amount: text(params, 'amount'),
        fundPassword,
        code: text(params, 'code'),
        // Assumed field, sent only while an authenticator is bound.
        authenticatorCode: optionalText(params, 'authenticatorCode'),
      };
      return ok(engine.withdraw(token, request, requestIdOf(params), fund));
    },
    records: ({ params, token }) =>
      withTotal(
        engine.withdrawalRecords(token, { pageNo: int(params, 'pageNo'), pageSize: int(params, 'pageSize') }),
      ),
    pastAddresses: ({ token }) => ok(engine.pastWithdrawalAddresses(token)),
    cancel: ({ params, token }) => ok(engine.cancelWithdrawal(token, text(params, 'id'))),
  };
}
