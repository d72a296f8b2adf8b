import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { transferAmountProblem } from '../../../src/domain/wallet/transfer';

const transferProblem = (request: { amount: string }) => transferAmountProblem(request.amount);
import {
  createSubmissionMachine,
  provideSubmission,
  withReconcile,
} from '../../../src/application/shared/submission.machine';
import { selectSubmitting } from '../../../src/application/shared/submission.selectors';
import type { TransferRequest } from '../../../src/domain/wallet/transfer';
import { lost, refused } from '../../support/fixtures/gateway-failures';

function start(fail?: string) {
  const sent: TransferRequest[] = [];
  let done = 0;
  let finish: () => void = () => undefined;
  const machine = provideSubmission(
    createSubmissionMachine<TransferRequest>(transferProblem),
    (input) => {
      sent.push(input);
      return new Promise((resolve, reject) => {
        finish = () => (fail === undefined ? resolve(undefined) : reject(refused(fail)));
      });
    },
    () => void (done += 1),
  );
  return { actor: createActor(machine).start(), sent, done: () => done, finish: () => finish() };
}

const transfer = (amount: string): TransferRequest => ({ amount, currency: 'USDT', type: 1 });

describe('submission machine (transfer)', () => {
  it.each(['', '0', '0.000001', 'ten', '1e2'])('refuses %j with the SPEC rule before sending', (amount) => {
    const { actor, sent } = start();
    actor.send({ type: 'submit', input: transfer(amount) });
    expect(actor.getSnapshot().context.refusal).toBe('Enter the transfer amount');
    expect(sent).toEqual([]);
  });

  it('sends once for a double press and reports success once', async () => {
    const { actor, sent, done, finish } = start();
    actor.send({ type: 'submit', input: transfer('12.5') });
    actor.send({ type: 'submit', input: transfer('12.5') });
    expect(sent).toEqual([transfer('12.5')]);
    finish();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(done()).toBe(1);
  });

  it('keeps the server message of a failure until the next try', async () => {
    const { actor, finish } = start('Insufficient available balance');
    actor.send({ type: 'submit', input: transfer('5') });
    finish();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'said',
      text: 'Insufficient available balance',
    });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a lost answer on a money submission reloads first, says outcome unknown and never resends', async () => {
    let reloads = 0;
    let reloaded: () => void = () => undefined;
    const sent: TransferRequest[] = [];
    const machine = withReconcile(
      provideSubmission(
        createSubmissionMachine<TransferRequest>(transferProblem, { movesMoney: true }),
        (input) => {
          sent.push(input);
          return Promise.reject(lost('timeout'));
        },
      ),
      () => new Promise<void>((resolve) => ((reloads += 1), (reloaded = resolve))),
    );
    const actor = createActor(machine).start();
    actor.send({ type: 'submit', input: transfer('5') });
    await waitFor(actor, (s) => s.matches('reconciling'));
    actor.send({ type: 'submit', input: transfer('5') });
    expect(selectSubmitting(actor.getSnapshot())).toBe(true);
    reloaded();
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context.failure).toEqual({ kind: 'outcome-unknown' });
    expect(reloads).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('a lost answer on a form that moves no money is a plain failure in words', async () => {
    const machine = provideSubmission(createSubmissionMachine<TransferRequest>(transferProblem), () =>
      Promise.reject(lost('network')),
    );
    const actor = createActor(machine).start();
    actor.send({ type: 'submit', input: transfer('5') });
    const done = await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(done.context.failure).toEqual({ kind: 'network' });
  });
});
