import type { Plugin } from 'vite';

export function desktopAntdStyles(): Plugin;
