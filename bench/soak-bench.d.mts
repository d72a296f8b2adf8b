import type { Browser, BrowserContextOptions } from 'playwright-core';

export interface SoakReading {
  hour: number;
  heapMb: number;
  nodes: number;
  listeners: number;
  intervals: number;
  timeouts: number;
}
export function soak(
  browser: Browser,
  url: string,
  contextOptions: BrowserContextOptions,
  hours?: number,
): Promise<SoakReading[]>;
export function soakVerdict(
  readings: SoakReading[],
  tolerance?: number,
): { pass: boolean; heapGrowth: number; nodeGrowth: number; checks: Record<string, boolean> };
