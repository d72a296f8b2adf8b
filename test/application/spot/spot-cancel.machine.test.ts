import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectCancelling } from '../../../src/application/spot/spot-screen.selectors';
import { spotCancelForm, type CancelOrder } from '../../../src/application/spot/spot-cancel.machine';

function start() {
  const sent: CancelOrder[] = [];
  let answer: (count: number) => void = () => undefined;
  const machine = provideForm(spotCancelForm, {
    send: (request) => {
      sent.push(request);
      return new Promise<number>((resolve) => (answer = resolve));
    },
  });
  const actor = createActor(machine, { input: { terms: { baseCoin: 'BTC', quoteCoin: 'USDT' } } }).start();
  return { actor, sent, answer: (count: number) => answer(count) };
}

describe('the spot cancel form (its rules only; the form machine is tested on its own)', () => {
  it("sends what the press names, with the screen's pair, and tells what is being cancelled", async () => {
    const { actor, sent, answer } = start();
    actor.send({ type: 'submit', patch: { target: { kind: 'one', orderId: '9' } } });
    expect(sent).toEqual([
      { target: { kind: 'one', orderId: '9' }, pair: { baseCoin: 'BTC', quoteCoin: 'USDT' } },
    ]);
    expect(selectCancelling(actor.getSnapshot())).toBe('9');
    answer(1);
    await Promise.resolve();
    actor.send({ type: 'submit', patch: { target: { kind: 'all' } } });
    expect(selectCancelling(actor.getSnapshot())).toBe('all');
  });

  it('sends nothing for a press that names no order', () => {
    const { actor, sent } = start();
    actor.send({ type: 'submit' });
    expect(sent).toEqual([]);
    expect(selectCancelling(actor.getSnapshot())).toBeNull();
  });
});
