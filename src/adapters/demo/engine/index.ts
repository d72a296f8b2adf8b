/** The simulated exchange behind demo mode and the Node reference server. */
export { createExchangeEngine, DEFAULT_SEED } from './engine';
export type { AssetsResult, ExchangeEngine, ExchangeEngineOptions } from './engine';
export { EngineError, ErrorCode, isEngineError } from './engine-error';
export { DEFAULT_ENGINE_SETTINGS, resolveSettings } from './engine-settings';
export type { ContractBook, EngineSettings } from './engine-settings';
export type { PublicOrder } from './parts/contract/contract-book';
export {
  ACCOUNT_NAMES,
  EMAIL_CODE_PURPOSES,
  emptyEngineState,
  ENGINE_STATE_FORMAT,
  ENGINE_STATE_VERSION,
} from './engine-state';
export type { AccountName, EmailCodePurpose, EngineState } from './engine-state';
export { parseEngineState } from './parse-engine-state';
export { KEPT_PER_USER, pruneEngineState } from './prune-state';
export type { KeptPerUser } from './prune-state';
export { AssetRecordType } from './record-types';
export { outcomeOf } from './parts/contract/settlement';
export type { Outcome } from './parts/contract/settlement';
export { createMarket } from './market/market';
export type { Market } from './market/market';
export { findPair, MARKET_PAIRS, pairsByQuote } from './market/pairs';
export type { MarketPair } from './market/pairs';
export type { WalletEngine } from './engine-wallet';
