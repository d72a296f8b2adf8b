import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import {
  selectLedgerExportActor,
  selectLedgerFilter,
  selectLedgerFiltersActor,
  selectLedgerList,
} from '../../../application/ledger/ledger-screen.selectors';
import { selectQueryData, selectQueryError } from '../../../application/shared/query.selectors';
import {
  selectFormFailure,
  selectFormSending,
  selectFormSucceeded,
} from '../../../application/shared/form.selectors';
import type { LedgerExportShape } from '../../../application/ledger/ledger-export.form';
import { linkedLedgerType, type LedgerFilters } from '../../../domain/ledger/ledger';
import type { LedgerCsvLabels } from '../../../domain/ledger/ledger-csv';
import { useFailureText } from '../../shared/failure-text';
import { useServices } from '../../shared/services-context';
import { ledgerAccountMessages, ledgerMessages as m, ledgerTypeMessages } from './ledger.messages';
import { usePagedList } from '../../shared/paged/use-paged-list';

const selectFilterData = selectQueryData<LedgerFilters>;
const selectFilterError = selectQueryError<LedgerFilters>;
const selectExporting = selectFormSending<LedgerExportShape>;
const selectExportFailure = selectFormFailure<LedgerExportShape>;
const selectExported = selectFormSucceeded<LedgerExportShape>;

/** The names in the reader's language: a known type or account translated, any other as it came. */
export function useLedgerNames() {
  const intl = useIntl();
  return {
    type: (name: string) => {
      const known = ledgerTypeMessages[name];
      return known ? intl.formatMessage(known) : name;
    },
    account: (name: string) => {
      const known = ledgerAccountMessages[name];
      return known ? intl.formatMessage(known) : name;
    },
  };
}

/**
 * The type the address asks for (`?type=transfer`, the wallet's Records link): the log opens
 * filtered by it. A page keys its log by it, so another link opens a new log.
 */
export function useLinkedLedgerType(): string {
  const [params] = useSearchParams();
  return linkedLedgerType(params.get('type'));
}

/** The transaction log: its filters (from what the log holds), the list, and the CSV export. */
export function useLedger(initialType = '') {
  const intl = useIntl();
  const { ledger } = useServices();
  const screen = useActorRef(ledger.screen, { input: { type: initialType } });
  const filter = useSelector(screen, selectLedgerFilter);
  const list = usePagedList(useSelector(screen, selectLedgerList));
  const filtersActor = useSelector(screen, selectLedgerFiltersActor);
  const filters = useSelector(filtersActor, selectFilterData);
  const filtersError = useFailureText()(useSelector(filtersActor, selectFilterError));
  const exporter = useSelector(screen, selectLedgerExportActor);
  const exporting = useSelector(exporter, selectExporting);
  const exportFailure = useSelector(exporter, selectExportFailure);
  const exported = useSelector(exporter, selectExported);
  const names = useLedgerNames();
  const exportCsv = useCallback(() => {
    const labels: LedgerCsvLabels = {
      header: [m.time, m.type, m.account, m.coin, m.change, m.balance, m.note].map((message) =>
        intl.formatMessage(message),
      ) as unknown as LedgerCsvLabels['header'],
      type: names.type,
      account: names.account,
      time: (ms) => new Date(ms).toISOString(),
    };
    exporter.send({ type: 'submit', patch: { filter, labels } });
  }, [exporter, filter, intl, names]);
  // The filter in use stays offered even when the log no longer holds it (a link's ?type=...).
  const withChosen = (values: readonly string[], chosen: string) =>
    chosen && !values.includes(chosen) ? [chosen, ...values] : values;
  return {
    filter,
    types: withChosen(filters?.types ?? [], filter.type),
    coins: withChosen(filters?.coins ?? [], filter.currency),
    list,
    names,
    /** Why the filter choices could not be loaded, in words; null once they came. */
    filtersError,
    reloadFilters: () => filtersActor.send({ type: 'reload' }),
    chooseType: (value: string) => screen.send({ type: 'filter.type', value }),
    chooseCoin: (value: string) => screen.send({ type: 'filter.coin', value }),
    exportCsv,
    exporting,
    exportFailure,
    exported,
  };
}

export type LedgerView = ReturnType<typeof useLedger>;
