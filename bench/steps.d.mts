import type { Page } from 'playwright-core';

export const STEP_TIMEOUT_MS: number;
export const STEP_ATTEMPTS: number;
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T>;
export function runStep<Row>(
  name: string,
  step: () => Promise<Row[]>,
  options?: { timeoutMs?: number; attempts?: number },
): Promise<Array<Row | { name: string; pass: false; error: string[] }>>;
export function browserKeeper<B extends { isConnected(): boolean; close(): Promise<void> }>(
  launch: () => Promise<B>,
): { get(): Promise<B>; close(): Promise<void> };
export function firstScreenShown(page: Page, timeout?: number): Promise<void>;
export function scriptsSettled(page: Page, quietMs?: number, timeout?: number): Promise<void>;
export const FIRST_SCREEN_SHOWN: string;
