import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createFormMachine, DOUBLE_PRESS_MS } from '../../../src/application/shared/form.machine';
import type { FormOptions, FormRules, Refusal } from '../../../src/application/shared/form.machine';
import { provideForm } from '../../../src/application/shared/form.provide';
import {
  selectAcknowledged,
  selectDraft,
  selectFirstRefusal,
  selectFormConfirming,
  selectFormFailure,
  selectFormSending,
  selectFormUnknown,
  selectRefusedFields,
  selectToConfirm,
} from '../../../src/application/shared/form.selectors';
import { lost, refused } from '../../support/fixtures/gateway-failures';
import { RECHECK_MS, SERVER_DEADLINE_MS } from '../../../src/application/shared/outcome-unknown';

/** A made-up money form: an amount of a balance, and a 4-digit PIN typed twice. */
interface Draft {
  amount: string;
  pin: string;
  pinAgain: string;
}
type Problem = 'Enter an amount' | 'Not enough' | 'PINs differ';
interface Shape {
  draft: Draft;
  terms: { available: number };
  request: { amount: string; pin: string };
  output: { id: string };
  problem: Problem;
  field: keyof Draft;
}

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 4);

const RULES: FormRules<Shape> = {
  empty: { amount: '', pin: '', pinAgain: '' },
  edit: (draft, patch) => ({
    ...draft,
    ...patch,
    pin: digits(patch.pin ?? draft.pin),
    pinAgain: digits(patch.pinAgain ?? draft.pinAgain),
  }),
  check: (draft, terms) => {
    const refusals: Refusal<Problem, keyof Draft>[] = [];
    if (draft.amount === '') refusals.push({ problem: 'Enter an amount', fields: ['amount'] });
    else if (Number(draft.amount) > terms.available)
      refusals.push({ problem: 'Not enough', fields: ['amount'] });
    if (draft.pin !== draft.pinAgain) refusals.push({ problem: 'PINs differ', fields: ['pin', 'pinAgain'] });
    return refusals;
  },
  confirm: (draft) => Number(draft.amount) >= 100,
  request: (draft) => ({ amount: draft.amount, pin: draft.pin }),
  afterSuccess: () => ({ amount: '', pin: '', pinAgain: '' }),
  afterFailure: (draft) => ({ ...draft, pin: '', pinAgain: '' }),
  kept: (draft) => ({ amount: draft.amount }),
};

type Answer = { ok: { id: string } } | { fail: Error };

/** Sends that the test answers by hand; reconcile finds what `found` says. */
function startForm(
  options: FormOptions = {},
  input: { draft?: Partial<Draft>; now?: () => number; steady?: () => number } = {},
  clock?: SimulatedClock,
) {
  const sent: Shape['request'][] = [];
  const ids: string[] = [];
  let made = 0;
  const pending: ((answer: Answer) => void)[] = [];
  const kept: Partial<Draft>[] = [];
  const lookup = { found: null as { id: string } | null, checked: 0 };
  const machine = provideForm(createFormMachine<Shape>(RULES, options), {
    send: (request, { requestId }) =>
      new Promise((resolve, reject) => {
        sent.push(request);
        ids.push(requestId);
        pending.push((answer) => ('ok' in answer ? resolve(answer.ok) : reject(answer.fail)));
      }),
    reconcile: async () => {
      lookup.checked += 1;
      return lookup.found;
    },
  });
  const actor = createActor(machine, {
    input: {
      terms: { available: 500 },
      keep: (draft) => void kept.push(draft),
      newId: () => `id-${(made += 1)}`,
      ...input,
    },
    ...(clock ? { clock } : {}),
  });
  const emitted: string[] = [];
  actor.on('*', (event) => void emitted.push(event.type));
  actor.start();
  const answer = async (value: Answer) => {
    pending.shift()?.(value);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };
  return { actor, sent, ids, pending, kept, lookup, emitted, answer, snapshot: () => actor.getSnapshot() };
}

const fill = (form: ReturnType<typeof startForm>, draft: Partial<Draft>) =>
  form.actor.send({ type: 'edit', patch: draft });

describe('the form machine', () => {
  it('types each edit through the field rules and keeps what may outlive the screen', () => {
    const form = startForm();
    fill(form, { amount: '12', pin: '12a34567' });
    expect(selectDraft(form.snapshot())).toEqual({ amount: '12', pin: '1234', pinAgain: '' });
    expect(form.kept.at(-1)).toEqual({ amount: '12' });
  });

  it('starts from the draft kept on the last visit', () => {
    const form = startForm({}, { draft: { amount: '42' } });
    expect(selectDraft(form.snapshot())).toEqual({ amount: '42', pin: '', pinAgain: '' });
  });

  it('refuses before sending, each refusal with its fields, one marking two', () => {
    const form = startForm();
    fill(form, { pin: '1234', pinAgain: '4321' });
    form.actor.send({ type: 'submit' });
    expect(form.snapshot().context.refusals.map((refusal) => refusal.problem)).toEqual([
      'Enter an amount',
      'PINs differ',
    ]);
    expect([...selectRefusedFields(form.snapshot())]).toEqual(['amount', 'pin', 'pinAgain']);
    expect(selectFirstRefusal(form.snapshot())).toBe('Enter an amount');
    expect(form.sent).toEqual([]);
    fill(form, { amount: '1' });
    expect(form.snapshot().context.refusals).toEqual([]);
  });

  it('checks against the terms the screen relays', () => {
    const form = startForm();
    fill(form, { amount: '50', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'terms.update', terms: { available: 10 } });
    form.actor.send({ type: 'submit' });
    expect(selectFirstRefusal(form.snapshot())).toBe('Not enough');
  });

  it('takes a double click as one press even when the first answer came back between its clicks', async () => {
    let now = 1_000;
    const form = startForm({}, { steady: () => now });
    form.actor.send({ type: 'submit', patch: { amount: '5', pin: '1', pinAgain: '1' } });
    await form.answer({ ok: { id: 'w1' } });
    now += DOUBLE_PRESS_MS - 1;
    form.actor.send({ type: 'submit', patch: { amount: '5', pin: '1', pinAgain: '1' } });
    expect(form.sent).toHaveLength(1);
    expect(form.snapshot().value).toBe('done');
    // A press naming something else is a new one, however soon.
    form.actor.send({ type: 'submit', patch: { amount: '6', pin: '1', pinAgain: '1' } });
    await form.answer({ ok: { id: 'w2' } });
    expect(form.sent.map((request) => request.amount)).toEqual(['5', '6']);
    // The same press again, once the double-click interval has passed, is the user's own.
    now += DOUBLE_PRESS_MS;
    form.actor.send({ type: 'submit', patch: { amount: '6', pin: '1', pinAgain: '1' } });
    expect(form.sent.map((request) => request.amount)).toEqual(['5', '6', '6']);
    // A refusal applied nothing: the same press again at once is the user's retry.
    await form.answer({ fail: refused('Try later') });
    form.actor.send({ type: 'submit', patch: { amount: '6', pin: '1', pinAgain: '1' } });
    expect(form.sent).toHaveLength(4);
  });

  it('takes a double click whose first answer cleared the draft as one press, not as a refusal over the success', async () => {
    const now = 1_000;
    const form = startForm({}, { steady: () => now });
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    await form.answer({ ok: { id: 'w1' } });
    expect(selectDraft(form.snapshot()).amount).toBe('');
    // The second click finds the draft cleared; it is the same button, nothing typed since.
    form.actor.send({ type: 'submit' });
    expect(form.snapshot().value).toBe('done');
    expect(selectFirstRefusal(form.snapshot())).toBeNull();
    expect(form.snapshot().context.output).toEqual({ id: 'w1' });
    expect(form.sent).toHaveLength(1);
    // Another button at once (a patch of its own) is the user's own press, refused as it stands.
    form.actor.send({ type: 'submit', patch: { pin: '2', pinAgain: '2' } });
    expect(selectFirstRefusal(form.snapshot())).toBe('Enter an amount');
    // So is a press after typing, however soon.
    fill(form, { pin: '', pinAgain: '' });
    form.actor.send({ type: 'submit' });
    expect(selectFirstRefusal(form.snapshot())).toBe('Enter an amount');
    expect(form.sent).toHaveLength(1);
  });

  it('a new press is not taken for a double click when server time was corrected back meanwhile', async () => {
    // Server time is an estimate an answer can move back by seconds (whole-second Date
    // headers, a clock moved in a test); the press a second later is still the user's own.
    let serverNow = 10_000;
    let steady = 0;
    const form = startForm({ movesMoney: true }, { now: () => serverNow, steady: () => steady });
    form.actor.send({ type: 'submit', patch: { amount: '5', pin: '1', pinAgain: '1' } });
    await form.answer({ fail: lost() });
    expect(selectFormUnknown(form.snapshot())).toBe(true);
    serverNow -= 5_000;
    steady += 1_000;
    form.actor.send({ type: 'submit', patch: { amount: '5', pin: '1', pinAgain: '1' } });
    expect(form.sent).toHaveLength(2);
  });

  it('sends once however often it is pressed, and says how it went', async () => {
    const form = startForm();
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    form.actor.send({ type: 'submit' });
    expect(selectFormSending(form.snapshot())).toBe(true);
    expect(form.sent).toEqual([{ amount: '5', pin: '1' }]);
    await form.answer({ ok: { id: 'w1' } });
    expect(form.snapshot().value).toBe('done');
    expect(form.snapshot().context.output).toEqual({ id: 'w1' });
    expect(selectDraft(form.snapshot())).toEqual({ amount: '', pin: '', pinAgain: '' });
    expect(form.emitted).toContain('succeeded');
    expect(form.kept.at(-1)).toEqual({ amount: '' });
  });

  it('a press landing with a patch types it first (the Up button is the direction)', () => {
    const form = startForm();
    form.actor.send({ type: 'submit', patch: { amount: '7', pin: '9', pinAgain: '9' } });
    expect(form.sent).toEqual([{ amount: '7', pin: '9' }]);
  });

  it('confirms what it will send, exactly, when the rules ask; Back returns to the draft', async () => {
    const form = startForm();
    fill(form, { amount: '200', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    expect(selectFormConfirming(form.snapshot())).toBe(true);
    expect(selectToConfirm(form.snapshot())).toEqual({ amount: '200', pin: '1' });
    form.actor.send({ type: 'back' });
    expect(form.snapshot().value).toBe('editing');
    form.actor.send({ type: 'submit' });
    form.actor.send({ type: 'terms.update', terms: { available: 1_000 } });
    form.actor.send({ type: 'confirm' });
    form.actor.send({ type: 'confirm' });
    expect(form.sent).toEqual([{ amount: '200', pin: '1' }]);
  });

  it('takes Confirm only once its warning is ticked, and asks again on the next confirmation', async () => {
    const sent: Shape['request'][] = [];
    const machine = provideForm(
      createFormMachine<Shape>({ ...RULES, acknowledge: (draft) => draft.amount === '300' }),
      {
        send: async (request) => {
          sent.push(request);
          return { id: 'a' };
        },
      },
    );
    const actor = createActor(machine, { input: { terms: { available: 500 } } }).start();
    actor.send({ type: 'submit', patch: { amount: '300', pin: '1', pinAgain: '1' } });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'acknowledge', acknowledged: true });
    expect(selectAcknowledged(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'back' });
    actor.send({ type: 'submit' });
    expect(selectAcknowledged(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'acknowledge', acknowledged: true });
    actor.send({ type: 'acknowledge', acknowledged: false });
    actor.send({ type: 'confirm' });
    expect(sent).toEqual([]);
    actor.send({ type: 'acknowledge', acknowledged: true });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent).toEqual([{ amount: '300', pin: '1' }]);
    // Nothing to acknowledge: Confirm is taken at once.
    actor.send({ type: 'submit', patch: { amount: '200', pin: '1', pinAgain: '1' } });
    actor.send({ type: 'confirm' });
    await waitFor(actor, () => sent.length === 2);
  });

  it("shows the server's refusal, keeps the draft but the secrets, and sends again only when pressed", async () => {
    const form = startForm();
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    await form.answer({ fail: refused('Password is incorrect') });
    expect(selectFormFailure(form.snapshot())).toEqual({ kind: 'said', text: 'Password is incorrect' });
    expect(selectDraft(form.snapshot())).toEqual({ amount: '5', pin: '', pinAgain: '' });
    expect(form.emitted).toContain('failed');
    expect(form.sent).toHaveLength(1);
  });

  it('a form that does not move money shows a lost answer as a failure', async () => {
    const form = startForm();
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    await form.answer({ fail: lost('timeout') });
    expect(selectFormFailure(form.snapshot())).toEqual({ kind: 'timeout' });
    expect(form.lookup.checked).toBe(0);
  });

  it('a money form that lost its answer looks for it: found, it succeeded', async () => {
    const form = startForm({ movesMoney: true });
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    form.lookup.found = { id: 'found' };
    await form.answer({ fail: lost('network') });
    expect(form.lookup.checked).toBe(1);
    expect(form.snapshot().value).toBe('done');
    expect(form.emitted).toContain('succeeded');
    expect(form.sent).toHaveLength(1);
  });

  it('a money form that lost its answer and finds nothing says the outcome is unknown and resends nothing', async () => {
    const form = startForm({ movesMoney: true });
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    await form.answer({ fail: lost('timeout') });
    expect(selectFormUnknown(form.snapshot())).toBe(true);
    expect(selectFormFailure(form.snapshot())).toEqual({ kind: 'outcome-unknown' });
    expect(form.emitted).toContain('unknown');
    expect(form.sent).toHaveLength(1);
    // The next press is the user's own, with the secrets typed again.
    form.actor.send({ type: 'submit', patch: { pin: '2', pinAgain: '2' } });
    expect(form.sent).toHaveLength(2);
  });

  it('a press after an unknown outcome sends the same request with the same id, so it is applied once', async () => {
    let steady = 0;
    const form = startForm({ movesMoney: true }, { steady: () => steady });
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    await form.answer({ fail: lost('timeout') });
    steady += DOUBLE_PRESS_MS;
    form.actor.send({ type: 'submit', patch: { pin: '1', pinAgain: '1' } });
    expect(form.sent).toEqual([
      { amount: '5', pin: '1' },
      { amount: '5', pin: '1' },
    ]);
    expect(form.ids).toEqual(['id-1', 'id-1']);
  });

  it('a changed draft after an unknown outcome, a success or a refusal goes with a new id', async () => {
    let steady = 0;
    const form = startForm({ movesMoney: true }, { steady: () => steady });
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    await form.answer({ fail: lost('network') });
    form.actor.send({ type: 'submit', patch: { amount: '6', pin: '1', pinAgain: '1' } });
    await form.answer({ fail: refused('Not enough') });
    form.actor.send({ type: 'submit', patch: { pin: '1', pinAgain: '1' } });
    await form.answer({ ok: { id: 'a' } });
    steady += DOUBLE_PRESS_MS;
    form.actor.send({ type: 'submit', patch: { amount: '6', pin: '1', pinAgain: '1' } });
    expect(form.ids).toEqual(['id-1', 'id-2', 'id-3', 'id-4']);
  });

  it('a money form whose outcome is unknown looks again now and then, and succeeds once the lists show it', async () => {
    const clock = new SimulatedClock();
    const form = startForm({ movesMoney: true }, { now: () => clock.now() }, clock);
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    await form.answer({ fail: lost('timeout') });
    expect(form.lookup.checked).toBe(1);
    clock.increment(RECHECK_MS);
    await form.answer({ ok: { id: 'none' } });
    expect(form.lookup.checked).toBe(2);
    expect(selectFormUnknown(form.snapshot())).toBe(true);
    // The server applied it late: the next look finds it.
    form.lookup.found = { id: 'late' };
    clock.increment(RECHECK_MS);
    await form.answer({ ok: { id: 'none' } });
    expect(form.snapshot().value).toBe('done');
    expect(form.emitted.filter((type) => type === 'succeeded')).toHaveLength(1);
    expect(form.sent).toHaveLength(1);
  });

  it("stops looking once the server's deadline has passed and says it still does not know", async () => {
    const clock = new SimulatedClock();
    const form = startForm({ movesMoney: true }, { now: () => clock.now() }, clock);
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    await form.answer({ fail: lost('network') });
    for (let at = 0; at < SERVER_DEADLINE_MS + 3 * RECHECK_MS; at += RECHECK_MS) {
      clock.increment(RECHECK_MS);
      await form.answer({ ok: { id: 'none' } });
    }
    const looks = 1 + Math.ceil(SERVER_DEADLINE_MS / RECHECK_MS);
    expect(form.lookup.checked).toBe(looks);
    expect(selectFormUnknown(form.snapshot())).toBe(true);
    expect(selectFormFailure(form.snapshot())).toEqual({ kind: 'outcome-still-unknown' });
    expect(form.sent).toHaveLength(1);
  });

  it('a form that ends on success takes no press after it', async () => {
    const form = startForm({ endsOnSuccess: true });
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    await form.answer({ ok: { id: 'a' } });
    form.actor.send({ type: 'submit', patch: { amount: '6', pin: '1', pinAgain: '1' } });
    form.actor.send({ type: 'again' });
    expect(form.sent).toHaveLength(1);
    expect(form.snapshot().value).toBe('done');
  });

  it('again starts a fresh draft after an outcome', async () => {
    const form = startForm();
    fill(form, { amount: '5', pin: '1', pinAgain: '1' });
    form.actor.send({ type: 'submit' });
    await form.answer({ ok: { id: 'a' } });
    form.actor.send({ type: 'again' });
    expect(form.snapshot().value).toBe('editing');
    expect(form.snapshot().context.output).toBeNull();
  });

  it('again starts from what the rules keep for the next one, when they say', async () => {
    const machine = provideForm(
      createFormMachine<Shape>({
        ...RULES,
        afterSuccess: (draft) => ({ ...draft, pin: '', pinAgain: '' }),
        restart: (draft) => ({ ...RULES.empty, amount: draft.amount }),
      }),
      { send: async () => ({ id: 'a' }) },
    );
    const actor = createActor(machine, { input: { terms: { available: 500 } } }).start();
    actor.send({ type: 'submit', patch: { amount: '5', pin: '1', pinAgain: '1' } });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    actor.send({ type: 'again' });
    expect(actor.getSnapshot().context.draft).toEqual({ amount: '5', pin: '', pinAgain: '' });
  });

  it('never has two sends in flight, and sends only drafts the rules accept (model)', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('edit' as const), amount: fc.constantFrom('', '5', '150', '900') }),
      fc.record({ kind: fc.constant('pin' as const), pin: fc.constantFrom('1', '2') }),
      fc.constantFrom(
        { kind: 'submit' as const },
        { kind: 'confirm' as const },
        { kind: 'back' as const },
        { kind: 'ok' as const },
        { kind: 'refuse' as const },
        { kind: 'lose' as const },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), fc.boolean(), async (steps, movesMoney) => {
        const form = startForm({ movesMoney });
        let settled = 0;
        for (const s of steps) {
          if (s.kind === 'edit') fill(form, { amount: s.amount });
          else if (s.kind === 'pin') fill(form, { pin: s.pin, pinAgain: '1' });
          else if (s.kind === 'submit' || s.kind === 'confirm' || s.kind === 'back')
            form.actor.send({ type: s.kind });
          else if (form.pending.length > 0) {
            settled += 1;
            await form.answer(
              s.kind === 'ok' ? { ok: { id: 'x' } } : { fail: s.kind === 'lose' ? lost() : refused('no') },
            );
          }
          expect(form.sent.length - settled).toBeLessThanOrEqual(1);
        }
        for (const request of form.sent) {
          const draft = { amount: request.amount, pin: request.pin, pinAgain: request.pin };
          expect(RULES.check(draft, { available: 500 })).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });
});
