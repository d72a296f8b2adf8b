import { bindMessages } from '../messages.bindings';
import type { FeatureModule } from './feature-modules';

/** The messages and help screens: the same in both modes, over the shell's notice gateway. */
export const messagesModule: FeatureModule = {
  bind(container) {
    bindMessages(container);
  },
};
