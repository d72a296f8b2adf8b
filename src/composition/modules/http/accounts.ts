import type { Container } from 'inversify';
import {
  createHttpContractGateway,
  createHttpDemoContractGateway,
} from '../../../adapters/http/contract.adapter';
import { createHttpTransferGateway } from '../../../adapters/http/transfer.adapter';
import { createHttpSpotAssetsGateway } from '../../../adapters/http/wallet.adapter';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';

/** The accounts several modules read (spot, the two contract books, transfers), bound by the first to load. */
export function bindHttpAccounts(container: Container): void {
  if (container.isBound(GatewayKeys.spotAssetsGateway)) return;
  bindHttpGateway(container, GatewayKeys.spotAssetsGateway, 'wallet', createHttpSpotAssetsGateway);
  bindHttpGateway(container, GatewayKeys.contractGateway, 'contract', createHttpContractGateway);
  bindHttpGateway(container, GatewayKeys.demoContractGateway, 'demoContract', createHttpDemoContractGateway);
  bindHttpGateway(container, GatewayKeys.transferGateway, 'contract', createHttpTransferGateway);
}
