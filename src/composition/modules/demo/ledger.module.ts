import { ledgerPart } from '../../../adapters/demo/engine/parts/ledger/ledger.part';
import { createDemoLedgerGateway } from '../../../adapters/demo/gateways/demo-ledger.adapter';
import { bindDemoGateway, registerEnginePart } from '../../demo-gateway';
import { GatewayKeys } from '../../keys';
import { bindLedger } from '../../ledger.bindings';
import type { FeatureModule } from '../feature-modules';

export const ledgerModule: FeatureModule = {
  bind(container) {
    bindLedger(container);
    bindDemoGateway(container, GatewayKeys.ledgerGateway, createDemoLedgerGateway);
    registerEnginePart(container, ledgerPart);
  },
};
