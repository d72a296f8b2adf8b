import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SubmissionMachine } from '../../../../application/shared/submission.machine';

/** Calls back once per finished send: success when it ended without a failure. */
export function useSubmissionOutcome<I>(
  actor: ActorRefFrom<SubmissionMachine<I>>,
  onSuccess: () => void,
  onFailure: (message: string) => void,
) {
  useEffect(() => {
    let wasSending = actor.getSnapshot().matches('submitting');
    const subscription = actor.subscribe((snapshot) => {
      const sending = snapshot.matches('submitting');
      if (wasSending && !sending) {
        const { failure } = snapshot.context;
        if (failure === null) onSuccess();
        else onFailure(failure);
      }
      wasSending = sending;
    });
    return () => subscription.unsubscribe();
  }, [actor, onSuccess, onFailure]);
}
