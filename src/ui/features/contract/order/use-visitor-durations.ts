import { useActorRef, useSelector } from '@xstate/react';
import { selectQueryData, selectQueryError } from '../../../../application/shared/query.selectors';
import type { DurationConfig } from '../../../../domain/contract/contract';
import { percentOf } from '../../../../domain/contract/percent';
import { useFailureText } from '../../../shared/failure-text';
import { useServices } from '../../../shared/services-context';

/**
 * The durations a visitor can expect, read-only: the real account's list from the public
 * parameter call (no session), each with its payout rate, the first (the default) chosen and
 * its minimum as the amount's hint. Null while loading; `error` in words when it failed.
 */
export function useVisitorDurations() {
  const { contract } = useServices();
  const query = useActorRef(contract.visitorDurations);
  const list = useSelector(query, selectQueryData<DurationConfig[]>);
  const failureText = useFailureText();
  const first = list?.[0] ?? null;
  return {
    durations: list?.map((d) => ({ second: d.second, rate: `${percentOf(d.incomeRate)}%` })) ?? null,
    chosen: first?.second ?? null,
    minimum: first?.openAmountMin ?? null,
    error: failureText(useSelector(query, selectQueryError<DurationConfig[]>)),
    retry: () => query.send({ type: 'reload' }),
  };
}
