import { createHttpLedgerGateway } from '../../../adapters/http/ledger.adapter';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';
import { bindLedger } from '../../ledger.bindings';
import type { FeatureModule } from '../feature-modules';

export const ledgerModule: FeatureModule = {
  bind(container) {
    bindLedger(container);
    bindHttpGateway(container, GatewayKeys.ledgerGateway, 'ledger', createHttpLedgerGateway);
  },
};
