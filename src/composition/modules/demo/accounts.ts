import type { Container } from 'inversify';
import {
  createDemoContractGateway,
  createDemoTransferGateway,
} from '../../../adapters/demo/gateways/demo-contract.adapter';
import { createDemoSpotAccountGateway } from '../../../adapters/demo/gateways/demo-wallet.adapter';
import { balancesPart } from '../../../adapters/demo/engine/parts/balances/balances.part';
import { bindDemoGateway, registerEnginePart } from '../../demo-gateway';
import { GatewayKeys } from '../../keys';
import { bindSpotAccount } from '../../spot-account.bindings';

/**
 * The accounts several modules read (spot, the two contract books, transfers between them),
 * bound by the first of them to load, and the exchange's balances part, which brings every
 * part whose work on the clock moves a balance.
 */
export function bindDemoAccounts(container: Container): void {
  if (container.isBound(GatewayKeys.spotAccountGateway)) return;
  bindDemoGateway(container, GatewayKeys.spotAccountGateway, createDemoSpotAccountGateway);
  bindDemoGateway(container, GatewayKeys.contractGateway, (deps) =>
    createDemoContractGateway(deps, 'contract'),
  );
  bindDemoGateway(container, GatewayKeys.demoContractGateway, (deps) =>
    createDemoContractGateway(deps, 'demo'),
  );
  bindDemoGateway(container, GatewayKeys.transferGateway, createDemoTransferGateway);
  registerEnginePart(container, balancesPart);
  bindSpotAccount(container);
}
