import { describe, expect, it } from 'vitest';
import { createActor, emit, setup, type ActorRefFrom, type AnyEventObject } from 'xstate';
import { forward, forwardLogic } from '../../../src/application/shared/forward';

/** A child that emits whatever it is told to. */
const child = setup({ types: {} as { events: { type: 'tell'; event: AnyEventObject } } }).createMachine({
  on: { tell: { actions: emit(({ event }) => event.event) } },
});

function startParent(events: Parameters<typeof forward>[1]) {
  const heard: AnyEventObject[] = [];
  const parent = setup({
    types: {} as { context: { child: ActorRefFrom<typeof child> } },
    actors: { forward: forwardLogic, child },
  }).createMachine({
    context: ({ spawn }) => ({ child: spawn('child', { id: 'child' }) }),
    invoke: [forward(({ child: ref }: { child: ActorRefFrom<typeof child> }) => ref, events)],
    on: { '*': { actions: ({ event }) => void heard.push(event) } },
  });
  const actor = createActor(parent).start();
  const tell = (event: AnyEventObject) => actor.getSnapshot().context.child.send({ type: 'tell', event });
  return { actor, heard, tell };
}

describe('forward', () => {
  it('passes the listed events of a child to its parent, payload and all, and no others', () => {
    const { heard, tell } = startParent(['order.created', 'order.failed']);
    tell({ type: 'order.created', id: '7' });
    tell({ type: 'order.noise' });
    tell({ type: 'order.failed', failure: { kind: 'network' } });
    expect(heard).toEqual([
      { type: 'order.created', id: '7' },
      { type: 'order.failed', failure: { kind: 'network' } },
    ]);
  });

  it("renames a child's event for the parent", () => {
    const { heard, tell } = startParent({ succeeded: 'transfer.succeeded' });
    tell({ type: 'succeeded', output: 1 });
    expect(heard).toEqual([{ type: 'transfer.succeeded', output: 1 }]);
  });

  it('stops forwarding when the parent stops', () => {
    const { actor, heard, tell } = startParent(['a']);
    actor.stop();
    tell({ type: 'a' });
    expect(heard).toEqual([]);
  });
});
