import { useEffect, useEffectEvent } from 'react';
import type { ActorRef, AnyActorRef, EventObject } from 'xstate';

type EmittedOf<A> = A extends ActorRef<infer _S, infer _E, infer Emitted> ? Emitted : never;

/** A handler per emitted event type the caller cares about. */
export type EmittedHandlers<A extends AnyActorRef> = {
  [T in EmittedOf<A>['type']]?: (event: Extract<EmittedOf<A>, { type: T }>) => void;
};

/**
 * Calls the matching handler for each event the actor emits (a screen's outcome, told as a
 * toast), always the latest handlers, subscribed once per actor.
 */
export function useEmitted<A extends AnyActorRef>(actor: A, handlers: EmittedHandlers<A>): void {
  const handle = useEffectEvent((event: EventObject) => {
    const handler = (handlers as Record<string, ((event: EventObject) => void) | undefined>)[event.type];
    handler?.(event);
  });
  useEffect(() => {
    const subscription = actor.on('*', (event: EventObject) => handle(event));
    return () => subscription.unsubscribe();
  }, [actor]);
}
