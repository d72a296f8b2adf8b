import type { DemoExchange } from '../../../adapters/demo/demo-exchange';
import { withMessageTexts } from '../../../adapters/demo/gateways/demo-messages.adapter';
import { bindMessages } from '../../messages.bindings';
import { DemoKeys } from '../../keys';
import type { FeatureModule } from '../feature-modules';

/** The messages and help screens: the notices and the help articles the exchange's notices and help parts serve. */
export const messagesModule: FeatureModule = {
  bind(container) {
    const exchange = container.get<DemoExchange>(DemoKeys.exchange);
    bindMessages(container, (notices) => withMessageTexts(notices, exchange));
  },
};
