import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createAddressBookServices } from '../../../src/application/withdraw/address-book-services';
import type { AddressBookGateway } from '../../../src/domain/withdraw/address-book.port';
import type { AddressDraft } from '../../../src/domain/withdraw/address-book';

const draft: AddressDraft = {
  label: ' Main ',
  coin: 'USDT',
  network: 'TRC20',
  address: ' TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 ',
};

function fakeGateway(): AddressBookGateway {
  return {
    list: vi.fn(async () => []),
    add: vi.fn(async (d: AddressDraft) => ({ ...d, id: '1', createdAt: 0, usableAt: 0 })),
    edit: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
  };
}

describe('address book services', () => {
  it('refuses a draft that breaks the rule without calling the gateway', () => {
    const addresses = fakeGateway();
    const services = createAddressBookServices({ addresses, clock: { now: () => 0 } });
    const save = createActor(services.save).start();
    save.send({ type: 'submit', input: { id: null, draft: { ...draft, network: 'ERC20' } } });
    expect(save.getSnapshot().context.refusal).toBe('The address does not match the network');
    expect(addresses.add).not.toHaveBeenCalled();
  });

  it('adds a new address trimmed, edits a saved one, and sends once however often pressed', async () => {
    const addresses = fakeGateway();
    const services = createAddressBookServices({ addresses, clock: { now: () => 0 } });
    const save = createActor(services.save).start();
    save.send({ type: 'submit', input: { id: null, draft } });
    save.send({ type: 'submit', input: { id: null, draft } });
    await waitFor(save, (s) => s.matches('idle'));
    expect(addresses.add).toHaveBeenCalledTimes(1);
    expect(addresses.add).toHaveBeenCalledWith({ ...draft, label: 'Main', address: draft.address.trim() });
    save.send({ type: 'submit', input: { id: '7', draft } });
    await waitFor(save, (s) => s.matches('idle'));
    expect(addresses.edit).toHaveBeenCalledWith('7', expect.objectContaining({ label: 'Main' }));
  });

  it('shows the server refusal of a removal', async () => {
    const addresses = fakeGateway();
    addresses.remove = vi.fn(async () => {
      throw new Error('The address does not exist');
    });
    const services = createAddressBookServices({ addresses, clock: { now: () => 0 } });
    const remove = createActor(services.remove).start();
    remove.send({ type: 'submit', input: '9' });
    await waitFor(remove, (s) => s.matches('idle') && s.context.failure !== null);
    expect(remove.getSnapshot().context.failure).not.toBeNull();
  });
});
