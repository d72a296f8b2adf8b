import type { Container } from 'inversify';
import {
  createHttpContractGateway,
  createHttpDemoContractGateway,
} from '../../../adapters/http/contract.adapter';
import { createHttpTransferGateway } from '../../../adapters/http/transfer.adapter';
import { createHttpSpotAccountGateway } from '../../../adapters/http/wallet.adapter';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';
import { bindSpotAccount } from '../../spot-account.bindings';

/** The accounts several modules read (spot, the two contract books, transfers), bound by the first to load. */
export function bindHttpAccounts(container: Container): void {
  if (container.isBound(GatewayKeys.spotAccountGateway)) return;
  bindHttpGateway(container, GatewayKeys.spotAccountGateway, 'wallet', createHttpSpotAccountGateway);
  bindHttpGateway(container, GatewayKeys.contractGateway, 'contract', createHttpContractGateway);
  bindHttpGateway(container, GatewayKeys.demoContractGateway, 'demoContract', createHttpDemoContractGateway);
  bindHttpGateway(container, GatewayKeys.transferGateway, 'contract', createHttpTransferGateway);
  bindSpotAccount(container);
}
