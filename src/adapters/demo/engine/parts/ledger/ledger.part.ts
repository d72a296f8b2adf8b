import type { LedgerEntry, LedgerFilters, LedgerQuery } from '../../../../../domain/ledger/ledger';
import type { Page } from '../../../../../domain/paging';
import type { EnginePart } from '../../engine-part';
import { balancesPart } from '../balances/balances.part';
import { ledgerFilters, ledgerPage } from './transaction-log';

export interface LedgerMethods {
  ledger(token: string, query: Partial<LedgerQuery>): Page<LedgerEntry>;
  ledgerFilters(token: string): LedgerFilters;
}

/**
 * The transaction log: every record of every account. It reads the records every part
 * writes, so it needs the balances part, which needs every part that writes them on the clock.
 */
export const ledgerPart: EnginePart<LedgerMethods> = {
  name: 'ledger',
  needs: [balancesPart],
  methods: ({ context, signedIn }) => ({
    ledger: (token, query) => signedIn(token, (user) => ledgerPage(context, user, query)),
    ledgerFilters: (token) => signedIn(token, (user) => ledgerFilters(context, user)),
  }),
};
