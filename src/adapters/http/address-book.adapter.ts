import { type PayCoin, PAY_COINS } from '../../domain/wallet/coins';
import { type SavedAddress } from '../../domain/withdraw/address-book';
import type { AddressBookGateway } from '../../domain/withdraw/address-book.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import { malformed, readInteger, readList, readOptionalText, readRecord, readText } from './read-shape';
import { isWithdrawNetwork, type WithdrawNetwork } from '../../domain/wallet/networks';

const paths = API_PATHS.addressBook;

function readCoin(value: unknown): PayCoin {
  return (PAY_COINS as readonly unknown[]).includes(value) ? (value as PayCoin) : malformed();
}

function readNetwork(value: unknown): WithdrawNetwork {
  return isWithdrawNetwork(value) ? value : malformed();
}

/** No SPEC shape to follow: id, coin, network and address are needed; the rest has defaults. */
export function readSavedAddress(value: unknown): SavedAddress {
  const row = readRecord(value);
  const createdAt = row.createdAt === undefined || row.createdAt === null ? 0 : readInteger(row.createdAt);
  return {
    id: readText(row.id),
    label: readOptionalText(row.label),
    coin: readCoin(row.coin),
    network: readNetwork(row.network),
    address: readText(row.address),
    createdAt,
    // A server without the lock sends no usableAt: the address is usable at once.
    usableAt: row.usableAt === undefined || row.usableAt === null ? createdAt : readInteger(row.usableAt),
  };
}

export function createHttpAddressBookGateway({ client }: { client: HttpClient }): AddressBookGateway {
  return {
    async list() {
      return readList(await client.post<unknown>(paths.list.path), readSavedAddress);
    },
    async add(draft) {
      return readSavedAddress(await client.post<unknown>(paths.add.path, { ...draft }));
    },
    async edit(id, draft) {
      await client.post<unknown>(paths.edit.path, { id, ...draft });
    },
    async remove(id) {
      await client.post<unknown>(paths.remove.path, { id });
    },
  };
}
