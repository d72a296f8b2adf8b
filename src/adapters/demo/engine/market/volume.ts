import { coinProfile } from './coins';
import { hashSmall, subKey, unit } from './hash';
import { levelLogs } from './market-path';
import type { PairPath } from './market-path';
import type { MarketPair } from './pairs';

export const MINUTE_MS = 60_000;
/** Level 3 of the path has a knot every 15 minutes: one activity level and price per block. */
const BLOCK_LEVEL = 3;
const BLOCK_MINUTES = 15;
/** How far a minute strays from its block's mean, at most (share of the mean). */
const MINUTE_JITTER = 0.6;

/**
 * Volume is an integer count of the coin's smallest amount unit and turnover an integer
 * count of (amount unit x price tick), so any candle's totals are exact integer sums of
 * its minutes (safe integers) written out as decimals only at the end. A block of 15
 * minutes trades 15 x its quota; its minutes share it by telescoping jitter, so a block's
 * sum needs no loop over minutes: 2000 daily candles stay cheap.
 */
export interface VolumeModel {
  minuteKey: number;
  blockKey: number;
  /** Mean units traded per minute. */
  meanUnits: number;
  amountPlaces: number;
  priceScale: number;
  turnoverPlaces: number;
}

export interface VolumeSum {
  volume: number;
  turnover: number;
}

/** Most trading is against USDT; the USDC twins and the cross pairs are thinner. */
function quoteShare(quote: string): number {
  if (quote === 'USDT') return 1;
  return quote === 'USDC' ? 0.2 : 0.04;
}

export function volumeModel(marketKey: number, pair: MarketPair): VolumeModel {
  const profile = coinProfile(pair.base);
  const amountPlaces = profile?.amountPlaces ?? 2;
  const usdtPerMinute = (profile?.usdtPerMinute ?? 1_000) * quoteShare(pair.quote);
  return {
    minuteKey: subKey(marketKey, `volume-${pair.symbol}`),
    blockKey: subKey(marketKey, `volume-block-${pair.symbol}`),
    meanUnits: (usdtPerMinute / (profile?.level ?? 1)) * 10 ** amountPlaces,
    amountPlaces,
    priceScale: 10 ** pair.places,
    turnoverPlaces: amountPlaces + pair.places,
  };
}

/** Units a block trades per minute: mostly quiet, now and then a burst (mean 1). */
function blockQuota(model: VolumeModel, block: number): number {
  const u = unit(hashSmall(model.blockKey, block));
  return Math.round(model.meanUnits * (0.35 + 2.6 * u * u * u));
}

/** Cumulative jitter before minute `slot` of the block; zero at both ends of the block. */
function jitter(model: VolumeModel, block: number, slot: number, quota: number): number {
  if (slot === 0 || slot === BLOCK_MINUTES) return 0;
  return Math.floor(unit(hashSmall(model.minuteKey, block * 16 + slot)) * quota * MINUTE_JITTER);
}

/** Units traded in minutes first..last (inclusive slots) of a block. */
function runUnits(model: VolumeModel, block: number, first: number, last: number): number {
  const quota = blockQuota(model, block);
  return (
    (last - first + 1) * quota + jitter(model, block, last + 1, quota) - jitter(model, block, first, quota)
  );
}

/**
 * Volume and turnover, in units, over [start, end): start on a minute boundary, end
 * anywhere after it. A minute still running counts the elapsed share of its units, so
 * the current candle grows and never shrinks.
 */
export function volumeSum(model: VolumeModel, path: PairPath, start: number, end: number): VolumeSum {
  const firstMinute = start / MINUTE_MS;
  const fullEnd = Math.floor(end / MINUTE_MS);
  const partialMs = end - fullEnd * MINUTE_MS;
  const lastMinute = partialMs > 0 ? fullEnd : fullEnd - 1;
  if (lastMinute < firstMinute) return { volume: 0, turnover: 0 };
  const firstBlock = Math.floor(firstMinute / BLOCK_MINUTES);
  const blockLogs = levelLogs(path, BLOCK_LEVEL, firstBlock, Math.floor(lastMinute / BLOCK_MINUTES));
  const ticks = (block: number): number =>
    Math.floor(Math.exp(blockLogs[block - firstBlock] ?? 0) * model.priceScale);
  let volume = 0;
  let turnover = 0;
  for (let block = firstBlock; block * BLOCK_MINUTES <= fullEnd - 1; block += 1) {
    const from = Math.max(firstMinute, block * BLOCK_MINUTES) - block * BLOCK_MINUTES;
    const to = Math.min(fullEnd - 1, block * BLOCK_MINUTES + BLOCK_MINUTES - 1) - block * BLOCK_MINUTES;
    const units = runUnits(model, block, from, to);
    volume += units;
    turnover += units * ticks(block);
  }
  if (partialMs > 0) {
    const block = Math.floor(fullEnd / BLOCK_MINUTES);
    const slot = fullEnd - block * BLOCK_MINUTES;
    const units = Math.floor((runUnits(model, block, slot, slot) * partialMs) / MINUTE_MS);
    volume += units;
    turnover += units * ticks(block);
  }
  return { volume, turnover };
}
