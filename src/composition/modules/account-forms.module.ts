import { bindAccountForms } from '../account-forms.bindings';
import type { FeatureModule } from './feature-modules';

/** The account forms: the same in both modes, over the shell's user gateway. */
export const accountFormsModule: FeatureModule = {
  bind(container) {
    bindAccountForms(container);
  },
};
