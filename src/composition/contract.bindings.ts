import type { Container } from 'inversify';
import { createContractServices, type ContractServices } from '../application/contract/contract-services';
import type { UserDataSet } from '../application/session/user-data-set';
import { createLocalContractAssetsCache } from '../adapters/storage/contract-assets-cache.adapter';
import { createLocalContractAccountChoice } from '../adapters/storage/contract-account-choice.adapter';
import type { ContractAccountChoice } from '../domain/contract/account-choice.port';
import type {
  ContractGateway,
  ContractTransferGateway,
  DemoFundsGateway,
} from '../domain/contract/contract.port';
import type { ContractAssetsCache } from '../domain/contract/contract-assets-cache.port';
import type { Clock } from '../domain/shared/clock.port';
import type { DraftStore } from '../application/shared/draft-store';
import type { SpotAccount } from '../application/shared/spot-account.machine';
import { GatewayKeys, Keys } from './keys';

export function bindContract(container: Container): void {
  container.bind(Keys.contractServices).toResolvedValue(
    (
      real: ContractGateway,
      demo: ContractGateway,
      transfers: ContractTransferGateway,
      demoFunds: DemoFundsGateway,
      clock: Clock,
      assetsCache: ContractAssetsCache,
      accountChoice: ContractAccountChoice,
      spotAccount: SpotAccount,
      drafts: DraftStore,
    ) =>
      createContractServices({
        real,
        demo,
        transfers,
        demoFunds,
        clock,
        assetsCache,
        accountChoice,
        spotAccount,
        drafts,
      }),
    [
      GatewayKeys.contractGateway,
      GatewayKeys.demoContractGateway,
      GatewayKeys.transferGateway,
      GatewayKeys.demoFundsGateway,
      GatewayKeys.clock,
      Keys.contractAssetsCache,
      Keys.contractAccountChoice,
      Keys.spotAccount,
      Keys.draftStore,
    ],
  );
  // The followed settlements are forgotten with the session, as the user's own data.
  container.onActivation<ContractServices>(Keys.contractServices, (context, services) => {
    context.get<UserDataSet>(Keys.userData).add(services.settlements);
    return services;
  });
  container
    .bind(Keys.contractAssetsCache)
    .toResolvedValue(createLocalContractAssetsCache, [Keys.storage])
    .inSingletonScope();
  container
    .bind(Keys.contractAccountChoice)
    .toResolvedValue(createLocalContractAccountChoice, [Keys.storage])
    .inSingletonScope();
}
