import type { Plugin } from 'vite';

export const FEATURE_GROUPS: readonly string[];
export const FEATURE_CODE: readonly RegExp[];
export function featureCodeIn(moduleIds: readonly string[], root: string): string[];
export function entryWithoutFeatures(): Plugin;
