import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import {
  selectMessage,
  selectMessageError,
  selectMessageLoading,
  selectMessageMissing,
} from '../../../application/messages/messages.selectors';
import { useFailureText } from '../../shared/failure-text';
import { useServices } from '../../shared/services-context';
import { useEmitted } from '../../shared/use-emitted';

/** The message the address names (?id=...). */
export function useLinkedMessageId(): string {
  const [params] = useSearchParams();
  return params.get('id') ?? '';
}

/**
 * One message opened: the screen's actor loads it (the server marks it read) and `onRead`
 * runs then, so the bell's count can drop at once.
 */
export function useMessageDetail(id: string, onRead: () => void) {
  const detail = useActorRef(useServices().messages.detail, { input: { id } });
  useEmitted(detail, { 'notice.read': onRead });
  return {
    notice: useSelector(detail, selectMessage),
    loading: useSelector(detail, selectMessageLoading),
    missing: useSelector(detail, selectMessageMissing),
    error: useFailureText()(useSelector(detail, selectMessageError)),
    retry: () => detail.send({ type: 'retry' }),
  };
}

export type MessageDetailView = ReturnType<typeof useMessageDetail>;
