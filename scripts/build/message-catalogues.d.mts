import type { Plugin } from 'vite';

export function precompiledCatalogues(): Plugin;
export function catalogueChunkName(id: string): string | null;
export const ON_DEMAND_AREAS: readonly string[];
