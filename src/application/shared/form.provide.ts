import { fromPromise } from 'xstate';
import type { FormMachine } from './form.machine';
import type { FormShape, SendMeta, SentCheck } from './form.types';

export interface FormEffects<S extends FormShape> {
  /** Sends the request; a money form's gateway sends `meta.requestId` with it. */
  send(request: S['request'], meta: SendMeta): Promise<S['output']>;
  /** After a lost answer: what was sent, if the lists show it (then it succeeded); null if not found. */
  reconcile?(check: SentCheck<S['request']>): Promise<S['output'] | null>;
}

/** Supplies a form's effects with their real types. */
export function provideForm<S extends FormShape>(
  machine: FormMachine<S>,
  { send, reconcile }: FormEffects<S>,
): FormMachine<S> {
  return machine.provide({
    // The machine only invokes `send` with the request it built, and `reconcile` with a SentCheck.
    actors: {
      send: fromPromise(({ input }) => {
        const { request, requestId } = input as { request: S['request'] } & SendMeta;
        return send(request, { requestId });
      }),
      ...(reconcile
        ? { reconcile: fromPromise(({ input }) => reconcile(input as SentCheck<S['request']>)) }
        : {}),
    },
  });
}
