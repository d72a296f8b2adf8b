import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  customerServiceMachine,
  type CustomerServiceInfo,
} from '../../../src/application/support/customer-service.machine';
import { refused } from '../../support/fixtures/gateway-failures';

const info: CustomerServiceInfo = {
  chatUrl: 'https://chat.example/widget',
  links: {
    customerEmail: 'help@example.com',
    customerWs: 'https://wa.me/1',
    customerTelegram: 'https://t.me/help',
  },
};

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(fetchInfo: () => Promise<CustomerServiceInfo>) {
  let calls = 0;
  const machine = customerServiceMachine().provide({
    actors: {
      fetchInfo: fromPromise(() => {
        calls += 1;
        return fetchInfo();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls: () => calls };
}

describe('customer-service machine', () => {
  it('starts closed and fetches nothing until opened', () => {
    const { actor, calls } = start(async () => info);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls()).toBe(0);
  });

  it('opens with the chat URL and the links once they are fetched', async () => {
    const { actor } = start(async () => info);
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.info).toEqual(info);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('stays closed with the server message when the fetch fails, and clears it once shown', async () => {
    const { actor } = start(() => Promise.reject(refused('Service unavailable')));
    actor.send({ type: 'open' });
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'said', text: 'Service unavailable' });
    actor.send({ type: 'failure.shown' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('ignores a second open while loading and fetches again on the next opening', async () => {
    const { actor, calls } = start(async () => info);
    actor.send({ type: 'open' });
    actor.send({ type: 'open' });
    await flush();
    expect(calls()).toBe(1);
    actor.send({ type: 'close' });
    actor.send({ type: 'open' });
    await flush();
    expect(calls()).toBe(2);
  });
});
