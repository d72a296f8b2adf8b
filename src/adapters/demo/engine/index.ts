/**
 * The simulated exchange whole, for the Node reference server and the tests. The app's demo
 * mode imports the core (core-engine.ts) and each part from its feature's module instead, so
 * nothing here is in its entry.
 */
export { createExchangeEngine, DEFAULT_SEED, emptyEngineState, withAllParts } from './engine';
export type { AssetsResult, ExchangeEngine, ExchangeEngineOptions } from './engine';
export { createCoreEngine } from './core-engine';
export type { CoreEngine, CoreEngineOptions } from './core-engine';
export type { EnginePart } from './engine-part';
export { ALL_ENGINE_PARTS } from './parts/all-parts';
export { EngineError, ErrorCode, isEngineError } from './engine-error';
export { DEFAULT_ENGINE_SETTINGS, resolveSettings } from './engine-settings';
export type { ContractBook, EngineSettings } from './engine-settings';
export type { PublicOrder } from './parts/contract/contract-book';
export { ENGINE_STATE_FORMAT, ENGINE_STATE_VERSION } from './engine-state';
export { ACCOUNT_NAMES, EMAIL_CODE_PURPOSES } from './user-records';
export type { EngineState, StoredEngineState } from './engine-state';
export type { AccountName, EmailCodePurpose } from './user-records';
export { parseEngineState } from './parse-engine-state';
export { parseStoredState } from './parse-core-state';
export { KEPT_PER_USER, pruneEngineState } from './prune-state';
export type { KeptPerUser } from './prune-state';
export { AssetRecordType } from './record-types';
export { outcomeOf } from './parts/contract/settlement';
export type { Outcome } from './parts/contract/settlement';
export { createMarket } from './market/market';
export type { Market } from './market/market';
export { pairReads } from './market/pair-reads';
export type { PairReads } from './market/pair-reads';
export { findPair, MARKET_PAIRS, pairsByQuote } from './market/pairs';
export type { MarketPair } from './market/pairs';
