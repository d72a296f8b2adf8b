import { createDemoExchange } from '../../../src/adapters/demo/demo-exchange';
import {
  createDemoContractGateway,
  createDemoFundsGateway,
  createDemoTransferGateway,
} from '../../../src/adapters/demo/gateways/demo-contract.adapter';
import { createDemoMarketGateway } from '../../../src/adapters/demo/gateways/demo-market.adapter';
import { createDemoNoticeGateway } from '../../../src/adapters/demo/gateways/demo-notice.adapter';
import {
  createDemoParameterGateway,
  createDemoUserGateway,
} from '../../../src/adapters/demo/gateways/demo-user.adapter';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createBrowserTextStore } from '../../../src/adapters/storage/text-store.adapter';
import { createFakeClock } from '../../adapters/demo/engine/support/fake-clock';
import type { ContractBackend } from './backend';
import { CONTRACT_SEED } from './seed';

/** The demo adapters over an in-process engine, kept in a memory storage. */
export async function createDemoBackend(): Promise<ContractBackend> {
  const clock = createFakeClock();
  let token: string | null = null;
  const expiries: string[] = [];
  const exchange = createDemoExchange({
    store: createBrowserTextStore(createMemoryStorage()),
    clock,
    seed: CONTRACT_SEED,
    tokens: { token: () => token },
    sessionExpiry: { sessionExpired: (message) => expiries.push(message) },
  });
  const deps = { exchange };
  return {
    name: 'demo',
    gateways: {
      market: createDemoMarketGateway(deps),
      user: createDemoUserGateway(deps),
      params: createDemoParameterGateway(deps),
      notices: createDemoNoticeGateway(deps),
      contract: createDemoContractGateway(deps, 'contract'),
      demoContract: createDemoContractGateway(deps, 'demo'),
      transfer: createDemoTransferGateway(deps),
      demoFunds: createDemoFundsGateway(deps),
    },
    get engine() {
      return exchange.engine();
    },
    clock,
    setToken: (next) => {
      token = next;
    },
    expiries,
    close: async () => undefined,
  };
}
