import type { GatewayError } from '../../../src/domain/shared/gateway-error';
import { isGatewayError } from '../../../src/domain/shared/gateway-error';
import type { ContractBackend } from '../../support/fixtures/backend';

/** The GatewayError a call fails with; any other outcome fails the test. */
export async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isGatewayError(error)) throw new Error(`expected a GatewayError, got ${String(error)}`);
  return error;
}

/** The spot account's available balance of a coin, through the backend's own gateway. */
export const spotAvailable = async (backend: ContractBackend, coin: string) =>
  (await backend.gateways.spotAccount.balances()).find((row) => row.currencyName === coin)
    ?.availableCurrency ?? '0';
