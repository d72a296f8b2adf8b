import { bindPairDetail } from '../pair-detail.bindings';
import type { FeatureModule } from './feature-modules';

/** One pair's detail feed: the same in both modes, over the shell's market gateway. */
export const pairModule: FeatureModule = {
  bind(container) {
    bindPairDetail(container);
  },
};
