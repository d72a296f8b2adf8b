import { fromCallback, type AnyActorRef, type AnyEventObject } from 'xstate';

/**
 * The child events a parent hears: their types as the child emits them, or a map from the
 * child's type to the parent's (a form's `succeeded` becomes the screen's `transfer.succeeded`).
 */
export type Forwarded = readonly string[] | Readonly<Record<string, string>>;

export interface ForwardInput {
  child: AnyActorRef;
  events: Forwarded;
}

/**
 * Passes a child's emitted events to the parent that invoked it, unchanged but for a renamed
 * type: the one way a screen machine hears its children, instead of a listener per screen.
 */
export const forwardLogic = fromCallback<AnyEventObject, ForwardInput>(({ input, sendBack }) => {
  const renames: [string, string][] = Array.isArray(input.events)
    ? input.events.map((type: string) => [type, type])
    : Object.entries(input.events);
  const subscriptions = renames.map(([from, to]) =>
    input.child.on(from, (event: AnyEventObject) => sendBack({ ...event, type: to })),
  );
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});

/**
 * An invoke entry that forwards `events` of the child `pick` finds in the context:
 * `invoke: [forward(({ form }) => form, { succeeded: 'transfer.succeeded' })]`, with
 * `forward: forwardLogic` among the machine's actors.
 */
export function forward<C>(pick: (context: C) => AnyActorRef, events: Forwarded) {
  return {
    src: 'forward' as const,
    input: ({ context }: { context: C }): ForwardInput => ({ child: pick(context), events }),
  };
}
