import type { Plugin } from 'vite';

export function firstScreen(options: { demo: boolean }): Plugin;
