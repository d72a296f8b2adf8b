import type { theme } from 'antd';

/** An antd theme algorithm: the map tokens of a seed (and of the algorithm before it, if any). */
export type ThemeAlgorithm = typeof theme.darkAlgorithm;
type MapTokens = ReturnType<ThemeAlgorithm>;

/** One answer of an algorithm: the seed it was given (as JSON) and the map tokens it gave. */
export interface PrebuiltTokens {
  seed: string;
  map: MapTokens;
}

/**
 * `algorithm`, answered from `prebuilt` when it is asked for the seed the build asked it for.
 * antd's dark algorithm works out a ten-colour palette for each of its thirteen preset colours as
 * the desktop starts (14 ms of its first render on a desktop's CPU, four times that on a slow
 * one); its answer depends on the seed alone, which the build knows. Any other seed, and the dev
 * server and tests (no prebuilt answer), get the algorithm itself.
 */
export function prebuiltAlgorithm(
  prebuilt: PrebuiltTokens | null,
  algorithm: ThemeAlgorithm,
): ThemeAlgorithm {
  if (prebuilt === null) return algorithm;
  return (seed, map) =>
    map === undefined && JSON.stringify(seed) === prebuilt.seed ? { ...prebuilt.map } : algorithm(seed, map);
}

/** `algorithm`, keeping its answer to the first seed it is asked for without earlier tokens. */
export function recordingAlgorithm(algorithm: ThemeAlgorithm) {
  let seen: PrebuiltTokens | null = null;
  const recording: ThemeAlgorithm = (seed, map) => {
    const answer = algorithm(seed, map);
    if (map === undefined && seen === null) seen = { seed: JSON.stringify(seed), map: answer };
    return answer;
  };
  return { algorithm: recording, seen: () => seen };
}
