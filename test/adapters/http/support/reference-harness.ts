import { createExchangeEngine, type ExchangeEngine } from '../../../../src/adapters/demo/engine';
import {
  createHttpContractGateway,
  createHttpDemoContractGateway,
} from '../../../../src/adapters/http/contract.adapter';
import { createHttpDemoFundsGateway } from '../../../../src/adapters/http/demo-funds.adapter';
import { createHttpClient, type HttpClient } from '../../../../src/adapters/http/http-client';
import { createHttpMarketGateway } from '../../../../src/adapters/http/market.adapter';
import { createHttpNoticeGateway } from '../../../../src/adapters/http/notice.adapter';
import { createHttpParameterGateway } from '../../../../src/adapters/http/parameter.adapter';
import { createHttpTransferGateway } from '../../../../src/adapters/http/transfer.adapter';
import { createHttpUserGateway } from '../../../../src/adapters/http/user.adapter';
import { startReferenceServer, type ReferenceServer } from '../../../support/server/reference-server';
import type { Gateways } from '../../../contracts/support/backend';
import { createFakeClock, type FakeClock } from '../../demo/engine/support/fake-clock';

/** Every http adapter over one client. */
export function httpGateways(client: HttpClient): Gateways {
  return {
    market: createHttpMarketGateway({ client }),
    user: createHttpUserGateway({ client }),
    params: createHttpParameterGateway({ client }),
    notices: createHttpNoticeGateway({ client }),
    contract: createHttpContractGateway({ client }),
    demoContract: createHttpDemoContractGateway({ client }),
    transfer: createHttpTransferGateway({ client }),
    demoFunds: createHttpDemoFundsGateway({ client }),
  };
}

/** The http adapters talking to a reference server on port 0 over an engine on a fake clock. */
export interface ReferenceHarness {
  engine: ExchangeEngine;
  clock: FakeClock;
  server: ReferenceServer;
  client: HttpClient;
  gateways: Gateways;
  setToken(token: string | null): void;
  expiries: string[];
  close(): Promise<void>;
}

export async function startReferenceHarness(
  seed = 'contract-seed',
  baseURL?: string,
): Promise<ReferenceHarness> {
  const clock = createFakeClock();
  const engine = createExchangeEngine({ clock, seed });
  const server = await startReferenceServer({ engine, clock, port: 0 });
  let token: string | null = null;
  const expiries: string[] = [];
  const client = createHttpClient({
    baseURL: baseURL ?? server.url,
    timeoutMs: 3_000,
    tokens: { token: () => token },
    locale: { current: () => 'en-US' },
    sessionExpiry: { sessionExpired: (message) => void expiries.push(message) },
  });
  return {
    engine,
    clock,
    server,
    client,
    gateways: httpGateways(client),
    setToken: (next) => void (token = next),
    expiries,
    close: () => server.close(),
  };
}
