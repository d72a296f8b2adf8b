import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './source-files';
import { scanHooks } from './hook-scan';

const root = resolve(__dirname, '../..');

describe('the one shape of a screen (DESIGN section 1): a feature hook starts one actor and keeps no draft', () => {
  it('finds the planted violations, and nothing in view-only state', () => {
    const fixtures = resolve(root, 'test/fixtures/hooks');
    const found = filesUnder(fixtures).flatMap(scanHooks);
    const brief = found.map(({ file, hook, kind }) => `${file.split('/').pop()}:${hook}:${kind}`);
    expect(brief.sort()).toEqual([
      'use-draft-in-state.ts:useDraftInState:draft in React state',
      'use-draft-in-state.ts:useDraftInState:draft in React state',
      'use-two-actors.ts:useTwoActors:second actor',
    ]);
  });

  it('holds for every hook under src/ui/features', () => {
    const found = filesUnder(resolve(root, 'src/ui/features')).flatMap(scanHooks);
    expect(
      found.map(
        ({ file, hook, kind, detail }) => `${file.replace(`${root}/`, '')} ${hook}: ${kind} (${detail})`,
      ),
    ).toEqual([]);
  });
});
