import { theme } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { THEME_COLOR } from '../../../../src/ui/shared/theme/tokens';
import { antdAhead } from '../../../../src/ui/desktop/theme/antd-stylesheet';
import {
  prebuiltAlgorithm,
  recordingAlgorithm,
  type ThemeAlgorithm,
} from '../../../../src/ui/desktop/theme/prebuilt-algorithm';

type Seed = Parameters<ThemeAlgorithm>[0];
const SEED = { ...theme.defaultSeed, colorPrimary: '#afef26' } as Seed;

describe("the desktop theme's prebuilt dark tokens", () => {
  it('answers the seed the build saw from the build, a copy each time, without working them out', () => {
    const algorithm = vi.fn(theme.darkAlgorithm);
    const prebuilt = { seed: JSON.stringify(SEED), map: theme.darkAlgorithm(SEED) };
    const answer = prebuiltAlgorithm(prebuilt, algorithm);
    const first = answer({ ...SEED });
    expect(first).toEqual(prebuilt.map);
    expect(first).not.toBe(prebuilt.map);
    expect(algorithm).not.toHaveBeenCalled();
  });

  it('works out any other seed, or one on top of earlier tokens, and everything without a build', () => {
    const algorithm = vi.fn(theme.darkAlgorithm);
    const answer = prebuiltAlgorithm(
      { seed: JSON.stringify(SEED), map: theme.darkAlgorithm(SEED) },
      algorithm,
    );
    const other = { ...SEED, colorPrimary: '#1677ff' } as Seed;
    expect(answer(other)).toEqual(theme.darkAlgorithm(other));
    const earlier = theme.defaultAlgorithm(SEED);
    expect(answer(SEED, earlier)).toEqual(theme.darkAlgorithm(SEED, earlier));
    expect(algorithm).toHaveBeenCalledTimes(2);
    expect(prebuiltAlgorithm(null, algorithm)).toBe(algorithm);
  });

  it('records the first seed it is asked for and its answer', () => {
    const recording = recordingAlgorithm(theme.darkAlgorithm);
    expect(recording.seen()).toBeNull();
    recording.algorithm(SEED);
    recording.algorithm({ ...SEED, colorPrimary: '#1677ff' } as Seed);
    expect(recording.seen()).toEqual({ seed: JSON.stringify(SEED), map: theme.darkAlgorithm(SEED) });
  });

  it("is, for the build's seed, exactly what antd's dark algorithm works out for the desktop theme", () => {
    const { darkTokens } = antdAhead();
    const seed = JSON.parse(darkTokens.seed) as Seed;
    expect(seed.colorPrimary).toBe(THEME_COLOR);
    expect(darkTokens.map).toEqual(theme.darkAlgorithm(seed));
  }, 60_000);
});
