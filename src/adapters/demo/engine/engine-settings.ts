import { CORE_SETTINGS, type CoreSettings } from './core-settings';
import { CONTRACT_SETTINGS, type ContractSettings } from './parts/contract/contract-settings';
import { DEFAULT_EXCHANGE_SETTINGS, type ConvertSettings } from './parts/convert/convert-settings';
import { DEPOSIT_SETTINGS, type DepositSettings } from './parts/deposit/deposit-settings';
import { IDENTITY_SETTINGS, type IdentitySettings } from './parts/identity/identity-settings';
import { PRODUCTS_SETTINGS, type ProductsSettings } from './parts/products/products-settings';
import { SPOT_SETTINGS, type SpotSettings } from './parts/spot/spot-settings';
import { WITHDRAW_SETTINGS, type WithdrawSettings } from './parts/withdraw/withdraw-settings';

export type { ContractBook } from './parts/contract/contract-settings';

/**
 * Every setting of the engine: the core's and each part's, which a part brings along when it
 * registers (engine-part.ts). Tests and the reference server override any of them.
 */
export type EngineSettings = CoreSettings &
  ContractSettings &
  SpotSettings &
  ConvertSettings &
  DepositSettings &
  WithdrawSettings &
  ProductsSettings &
  IdentitySettings;

export const DEFAULT_ENGINE_SETTINGS: EngineSettings = {
  ...CORE_SETTINGS,
  ...CONTRACT_SETTINGS,
  ...SPOT_SETTINGS,
  ...DEFAULT_EXCHANGE_SETTINGS,
  ...DEPOSIT_SETTINGS,
  ...WITHDRAW_SETTINGS,
  ...PRODUCTS_SETTINGS,
  ...IDENTITY_SETTINGS,
};

export function resolveSettings(overrides: Partial<EngineSettings> = {}): EngineSettings {
  return { ...DEFAULT_ENGINE_SETTINGS, ...overrides };
}
