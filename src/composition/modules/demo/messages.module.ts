import type { DemoExchange } from '../../../adapters/demo/demo-exchange';
import { withHelpArticles } from '../../../adapters/demo/gateways/demo-help.adapter';
import { bindMessages } from '../../messages.bindings';
import { DemoKeys } from '../../keys';
import type { FeatureModule } from '../feature-modules';

/** The messages and help screens: the shell's notices, and the help articles the exchange's help part serves. */
export const messagesModule: FeatureModule = {
  bind(container) {
    const exchange = container.get<DemoExchange>(DemoKeys.exchange);
    bindMessages(container, (notices) => withHelpArticles(notices, exchange));
  },
};
