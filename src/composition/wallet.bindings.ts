import type { Container } from 'inversify';
import { createWalletServices } from '../application/wallet/wallet-services';
import {
  createLocalWalletCache,
  createLocalWalletPreferences,
} from '../adapters/storage/wallet-cache.adapter';
import type { ContractGateway, ContractTransferGateway } from '../domain/contract/contract.port';
import type { MarketGateway } from '../domain/market/market.port';
import type { WalletCache, WalletPreferences } from '../domain/wallet/wallet.port';
import { GatewayKeys, Keys } from './keys';
import type { SpotAccount } from '../application/shared/spot-account.machine';
import type { DraftStore } from '../application/shared/draft-store';

export function bindWallet(container: Container): void {
  container
    .bind(Keys.walletServices)
    .toResolvedValue(
      (
        spotAccount: SpotAccount,
        contract: ContractGateway,
        demo: ContractGateway,
        market: MarketGateway,
        transfers: ContractTransferGateway,
        cache: WalletCache,
        preferences: WalletPreferences,
        drafts: DraftStore,
      ) =>
        createWalletServices({ spotAccount, contract, demo, market, transfers, cache, preferences, drafts }),
      [
        Keys.spotAccount,
        GatewayKeys.contractGateway,
        GatewayKeys.demoContractGateway,
        GatewayKeys.marketGateway,
        GatewayKeys.transferGateway,
        Keys.walletCache,
        Keys.walletPreferences,
        Keys.draftStore,
      ],
    );
  container.bind(Keys.walletCache).toResolvedValue(createLocalWalletCache, [Keys.storage]).inSingletonScope();
  container
    .bind(Keys.walletPreferences)
    .toResolvedValue(createLocalWalletPreferences, [Keys.storage])
    .inSingletonScope();
}
