import type { Plugin } from 'vite';

export function startupChunks(bundle: Record<string, unknown>): { fileName: string; moduleIds: string[] }[];
export function startupStages(): {
  plugin: Plugin;
  inStage: (stage: 'react-dom' | 'app') => (id: string) => boolean;
};
