import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS } from '../../src/adapters/demo/engine';
import type { AddressDraft } from '../../src/domain/withdraw/address-book';
import { AddressProblem } from '../../src/domain/withdraw/address-rules';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const draft = (over: Partial<AddressDraft> = {}): AddressDraft => ({
  label: 'Cold wallet',
  coin: 'USDT',
  network: 'TRC20',
  address: TRON,
  ...over,
});
const COOLDOWN = DEFAULT_ENGINE_SETTINGS.addressCooldownMs;

describe.each(BACKENDS)('AddressBookGateway contract (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
    await signUp(backend, 'saver@example.com');
  });
  afterEach(() => backend.close());

  it('saves an address locked for the cool-down, newest first in the list', async () => {
    const now = backend.clock.now();
    const first = await backend.gateways.addressBook.add(draft());
    backend.clock.advance(1_000);
    const second = await backend.gateways.addressBook.add(
      draft({ label: 'Ledger', network: 'ERC20', address: EVM }),
    );
    expect(first).toMatchObject({
      label: 'Cold wallet',
      network: 'TRC20',
      address: TRON,
      usableAt: now + COOLDOWN,
    });
    const list = await backend.gateways.addressBook.list();
    expect(list.map((entry) => entry.id)).toEqual([second.id, first.id]);
  });

  it('keeps the lock on a new label and restarts it on a new address', async () => {
    const saved = await backend.gateways.addressBook.add(draft());
    backend.clock.advance(COOLDOWN);
    await backend.gateways.addressBook.edit(saved.id, draft({ label: 'Renamed' }));
    expect((await backend.gateways.addressBook.list())[0]).toMatchObject({
      label: 'Renamed',
      usableAt: saved.usableAt,
    });
    await backend.gateways.addressBook.edit(saved.id, draft({ network: 'BEP20', address: EVM }));
    expect((await backend.gateways.addressBook.list())[0]?.usableAt).toBe(backend.clock.now() + COOLDOWN);
  });

  it('deletes an address', async () => {
    const saved = await backend.gateways.addressBook.add(draft());
    await backend.gateways.addressBook.remove(saved.id);
    expect(await backend.gateways.addressBook.list()).toEqual([]);
    await expect(backend.gateways.addressBook.remove(saved.id)).rejects.toMatchObject({
      failure: { kind: 'business', message: 'The address does not exist' },
    });
  });

  it('refuses an address that does not match its network, or whose checksum fails, with the form text', async () => {
    const refused = { failure: { kind: 'business', message: AddressProblem.format } };
    await expect(backend.gateways.addressBook.add(draft({ network: 'ERC20' }))).rejects.toMatchObject(
      refused,
    );
    // The right shape, a mistyped character: the checksum catches it, as a wallet would.
    await expect(
      backend.gateways.addressBook.add(draft({ address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv9' })),
    ).rejects.toMatchObject(refused);
    await expect(
      backend.gateways.addressBook.add(
        draft({ network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }),
      ),
    ).rejects.toMatchObject(refused);
  });

  it('keeps each user to their own book', async () => {
    const saved = await backend.gateways.addressBook.add(draft());
    await signUp(backend, 'other@example.com');
    expect(await backend.gateways.addressBook.list()).toEqual([]);
    await expect(backend.gateways.addressBook.remove(saved.id)).rejects.toMatchObject({
      failure: { kind: 'business' },
    });
  });

  it('needs a session', async () => {
    backend.setToken(null);
    await expect(backend.gateways.addressBook.list()).rejects.toMatchObject({
      failure: { kind: 'session-expired' },
    });
  });
});
