import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideForm } from '../../../src/application/shared/form.provide';
import { createQueryMachine, provideQuery } from '../../../src/application/shared/query.machine';
import { createAddressSaveForm } from '../../../src/application/withdraw/address-book-form';
import { createAddressBookScreenMachine } from '../../../src/application/withdraw/address-book-screen.machine';
import {
  selectAddressListActor,
  selectAddressRemoveActor,
  selectAddressSaveActor,
} from '../../../src/application/withdraw/address-book-screen.selectors';
import { createByIdForm } from '../../../src/application/withdraw/by-id-form';
import type { SavedAddress } from '../../../src/domain/withdraw/address-book';
import { refused } from '../../support/fixtures/gateway-failures';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

/** The screen over fakes that count the list's loads and fail a removal when told to. */
function start() {
  const calls = { lists: 0, removed: [] as string[], failRemove: false };
  const machine = createAddressBookScreenMachine({
    list: provideQuery(createQueryMachine<SavedAddress[]>(), async () => {
      calls.lists += 1;
      return [];
    }),
    save: provideForm(createAddressSaveForm(), { send: async () => undefined }),
    remove: provideForm(createByIdForm(), {
      send: async (id) => {
        if (calls.failRemove) throw refused('The address does not exist');
        calls.removed.push(id);
      },
    }),
  });
  const actor = createActor(machine).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  const snapshot = () => actor.getSnapshot();
  const listSettled = () => waitFor(selectAddressListActor(snapshot()), (s) => !s.matches('loading'));
  return { actor, calls, emitted, snapshot, listSettled };
}

describe('address book screen machine', () => {
  it('a saved address reloads the list (its cool-down starts) and is told for the toast', async () => {
    const screen = start();
    await screen.listSettled();
    const save = selectAddressSaveActor(screen.snapshot());
    save.send({ type: 'submit', patch: { label: 'Cold', coin: 'USDT', network: 'TRC20', address: TRON } });
    await waitFor(save, (s) => s.matches('done'));
    await screen.listSettled();
    expect(screen.calls.lists).toBe(2);
    expect(screen.emitted).toEqual(['address.saved']);
  });

  it('a removal reloads the list and is told; a refused one is neither', async () => {
    const screen = start();
    await screen.listSettled();
    const remove = selectAddressRemoveActor(screen.snapshot());
    remove.send({ type: 'submit', patch: { id: '9' } });
    await waitFor(remove, (s) => s.matches('done'));
    await screen.listSettled();
    expect(screen.calls.removed).toEqual(['9']);
    expect(screen.emitted).toEqual(['address.removed']);
    screen.calls.failRemove = true;
    remove.send({ type: 'submit', patch: { id: '8' } });
    await waitFor(remove, (s) => s.matches('editing') && s.context.failure !== null);
    expect(screen.calls.lists).toBe(2);
    expect(screen.emitted).toEqual(['address.removed']);
  });

  it('a save the address rule refuses reloads nothing', async () => {
    const screen = start();
    await screen.listSettled();
    selectAddressSaveActor(screen.snapshot()).send({ type: 'submit', patch: { label: '' } });
    expect(screen.calls.lists).toBe(1);
    expect(screen.emitted).toEqual([]);
  });

  it('Retry reloads the list', async () => {
    const screen = start();
    await screen.listSettled();
    screen.actor.send({ type: 'list.reload' });
    await screen.listSettled();
    expect(screen.calls.lists).toBe(2);
  });
});
