import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PairPart } from '../../../../application/market/pair-detail.data';
import { selectPartFailure } from '../../../../application/market/pair-detail.selectors';
import { useFailureText, withReason } from '../../../shared/failure-text';
import { PairDetailActor } from './pair-detail-provider';

interface PartStateProps {
  part: PairPart;
  /** Said while the part's first answer is on its way. */
  loading: MessageDescriptor;
  /** Said, with the reason, when the part's latest call failed: the other panels go on. */
  unavailable: MessageDescriptor;
}

/** What a panel says while it has nothing to show: loading, or why its own call failed. */
export function PartState({ part, loading, unavailable }: PartStateProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const failure = PairDetailActor.useSelector(useMemo(() => selectPartFailure(part), [part]));
  const text =
    failure === null
      ? intl.formatMessage(loading)
      : withReason(intl.formatMessage(unavailable), failureText(failure));
  return (
    <p className="pd-chart-state" role="status">
      {text}
    </p>
  );
}
