import { describe, expect, it } from 'vitest';
import { startupChunks } from '../../../scripts/build/startup-stages.mjs';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  dynamicImports: string[] = [],
) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  isEntry: fileName === 'index.js',
  imports,
  dynamicImports,
  moduleIds: [],
});

const bundle = Object.fromEntries(
  [
    chunk(
      'index.js',
      '/app/src/main.tsx',
      ['runtime.js'],
      ['react-dom.stage.js', 'app.stage.js', 'home.page.js'],
    ),
    chunk('runtime.js', null, []),
    chunk('react-dom.stage.js', '/app/src/boot/react-dom.stage.ts', ['react-dom.js']),
    chunk('react-dom.js', null, ['runtime.js']),
    chunk('app.stage.js', '/app/src/boot/app.stage.ts', ['app.js', 'index.js']),
    chunk('app.js', null, ['react-dom.js'], ['home.page.js']),
    chunk('home.page.js', '/app/src/ui/mobile/pages/home/home.page.tsx', ['app.js']),
    { type: 'asset', fileName: 'app.css' },
  ].map((item) => [item.fileName, item]),
);

describe("start-up's chunks", () => {
  it('are the entry, its stages and what they import, and no page the app loads later', () => {
    const files = startupChunks(bundle).map((item) => item.fileName);
    expect(files.sort()).toEqual([
      'app.js',
      'app.stage.js',
      'index.js',
      'react-dom.js',
      'react-dom.stage.js',
      'runtime.js',
    ]);
  });
});
