import { isLedgerTypeName, type LedgerEntry, type LedgerFilters } from '../../domain/ledger/ledger';
import type { LedgerGateway } from '../../domain/ledger/ledger.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import {
  malformed,
  readDecimal,
  readInteger,
  readList,
  readOptionalText,
  readPage,
  readRecord,
  readText,
} from './read-shape';

const paths = API_PATHS.ledger;

function readTypeName(value: unknown): string {
  return isLedgerTypeName(value) ? value : malformed();
}

/** Everything but the remark is needed: the log shows the type, the change and the balance after it. */
export function readLedgerEntry(value: unknown): LedgerEntry {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    account: readText(row.account),
    currency: readText(row.currency),
    amount: readDecimal(row.amount),
    balance: readDecimal(row.balance),
    type: readTypeName(row.type),
    remark: readOptionalText(row.remark),
    createdAt: readInteger(row.createdAt),
  };
}

export function readLedgerFilters(value: unknown): LedgerFilters {
  const data = readRecord(value);
  return { types: readList(data.types, readTypeName), coins: readList(data.coins, readText) };
}

export function createHttpLedgerGateway({ client }: { client: HttpClient }): LedgerGateway {
  return {
    async entries(query) {
      return readPage(await client.post<unknown>(paths.entries.path, { ...query }), readLedgerEntry);
    },
    async filters() {
      return readLedgerFilters(await client.post<unknown>(paths.filters.path));
    },
  };
}
