import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  depositAddressMachine,
  type DepositChoice,
} from '../../../src/application/deposit/deposit-address.machine';
import type { DepositAddress } from '../../../src/domain/deposit/deposit';
import { GatewayError } from '../../../src/domain/shared/gateway-error';

function start() {
  const asked: DepositChoice[] = [];
  const machine = depositAddressMachine().provide({
    actors: {
      fetchAddress: fromPromise(async ({ input }: { input: DepositChoice }): Promise<DepositAddress> => {
        asked.push(input);
        if (input.network === 'BEP20') throw new GatewayError({ kind: 'business', code: 0, message: 'Busy' });
        return { ...input, address: `addr-${input.network}`, memo: null, minDeposit: '1', confirmations: 12 };
      }),
    },
  });
  return { actor: createActor(machine, { input: { coin: 'USDT', network: 'TON' } }).start(), asked };
}

describe('deposit address machine', () => {
  it('keeps the network a new coin carries, else takes the coin’s first', async () => {
    const { actor, asked } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'coin.choose', coin: 'USDC' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.network).toBe('ERC20');
    actor.send({ type: 'network.choose', network: 'TON' });
    expect(actor.getSnapshot().context.network).toBe('ERC20');
    expect(asked.map((choice) => `${choice.coin}/${choice.network}`)).toEqual(['USDT/TON', 'USDC/ERC20']);
  });

  it('shows a failure with a retry, and never an address under the wrong network', async () => {
    const { actor } = start();
    actor.send({ type: 'network.choose', network: 'BEP20' });
    expect(actor.getSnapshot().context.address).toBeNull();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'said', text: 'Busy' });
  });
});
