import { bindMessages } from '../../messages.bindings';
import type { FeatureModule } from '../feature-modules';

/** The messages and help screens over the shell's notice gateway: over http the help articles are notices of the help type. */
export const messagesModule: FeatureModule = {
  bind(container) {
    bindMessages(container);
  },
};
