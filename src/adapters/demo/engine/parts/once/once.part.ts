import type { EnginePart } from '../../engine-part';
import { listOf, objectOf, text, time, withDefault } from '../../state-guards';
import type { AppliedRequest, OnceEngineState } from './once-state';

const appliedRequest = objectOf<AppliedRequest>({
  userId: text,
  call: text,
  requestId: text,
  at: time,
  // Any JSON the call answered; a missing one was a call that answered nothing.
  answer: (value) => (value === undefined ? null : value),
});

const readOnce = objectOf<OnceEngineState>({
  appliedRequests: withDefault(listOf(appliedRequest), () => []),
});

/**
 * The money calls' memory of request ids (applied-once.ts): a part with no calls of its own,
 * which every part that moves money needs.
 */
export const oncePart: EnginePart = {
  name: 'once',
  slice: {
    fields: ['appliedRequests'],
    read: (stored) => readOnce(stored),
    owners: (state) => state.appliedRequests.map((entry) => entry.userId),
  },
};
