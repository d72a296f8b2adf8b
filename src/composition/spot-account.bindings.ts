import type { Container } from 'inversify';
import { startSpotAccount, type SpotAccount } from '../application/shared/spot-account.machine';
import type { UserDataSet } from '../application/session/user-data-set';
import type { SpotAccountGateway } from '../domain/wallet/spot-account.port';
import { GatewayKeys, Keys } from './keys';

/**
 * The one spot-account actor every money screen reads and reloads, over the mode's gateway.
 * Bound with the accounts by the first module that needs them (modules/<mode>/accounts.ts).
 */
export function bindSpotAccount(container: Container): void {
  container
    .bind(Keys.spotAccount)
    .toResolvedValue(
      (gateway: SpotAccountGateway) => startSpotAccount({ gateway }),
      [GatewayKeys.spotAccountGateway],
    );
  // The balances are the user's own: forgotten with the session.
  container.onActivation<SpotAccount>(Keys.spotAccount, (context, account) => {
    context.get<UserDataSet>(Keys.userData).add({ clear: () => account.send({ type: 'clear' }) });
    return account;
  });
}
