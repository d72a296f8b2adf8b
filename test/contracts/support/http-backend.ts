import { startReferenceHarness } from '../../adapters/http/support/reference-harness';
import type { ContractBackend } from './backend';
import { CONTRACT_SEED } from './seed';

/** The http adapters against the reference server (port 0) over an engine seeded 'contract-seed'. */
export async function createHttpBackend(): Promise<ContractBackend> {
  const harness = await startReferenceHarness(CONTRACT_SEED);
  return {
    name: 'http',
    gateways: harness.gateways,
    engine: harness.engine,
    clock: harness.clock,
    setToken: harness.setToken,
    expiries: harness.expiries,
    close: harness.close,
  };
}
