import type { Browser, BrowserContextOptions } from 'playwright-core';

export function startupLongTasks(
  browser: Browser,
  url: string,
  contextOptions: BrowserContextOptions,
  slowdown?: number,
): Promise<{
  longestMs: number;
  firstPaintMs: number | null;
  longestAfterPaintMs: number;
  tasks: Array<{ startMs: number; ms: number }>;
}>;
