import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createSubscribeForm,
  NO_SUBSCRIBE_TERMS,
  type SubscribeTerms,
} from '../../../src/application/products/subscribe-form';
import { createDraftStore, keptDraft } from '../../../src/application/shared/draft-store';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectRefusals, selectToConfirm } from '../../../src/application/shared/form.selectors';
import type { SubscribeRequest } from '../../../src/domain/products/products.port';
import { NOVA, pendingOf, SUB_NOW } from '../../support/fixtures/subscription-projects';

const NOW = SUB_NOW;
const OPEN: SubscribeTerms = { project: NOVA, available: '2000', committed: '0', now: () => NOW };

function start(terms: SubscribeTerms = OPEN, store = createDraftStore()) {
  const sent: SubscribeRequest[] = [];
  const machine = provideForm(createSubscribeForm(), {
    send: async (request) => {
      sent.push(request);
      return { ...pendingOf(request.amount, '1'), projectId: request.projectId };
    },
    reconcile: async () => null,
  });
  const actor = createActor(machine, { input: { terms, ...keptDraft(store, 'subscribe') } }).start();
  return { actor, sent };
}

const problemOf = (actor: ReturnType<typeof start>['actor']) =>
  selectRefusals(actor.getSnapshot())[0] ?? null;

describe('the subscribe form (its rules only)', () => {
  it('refuses below the minimum and above the maximum on the amount, before sending', () => {
    const { actor, sent } = start();
    actor.send({ type: 'submit', patch: { amount: '5' } });
    expect(problemOf(actor)).toEqual({ problem: 'The amount is below the minimum', fields: ['amount'] });
    actor.send({ type: 'submit', patch: { amount: '5001' } });
    expect(problemOf(actor)?.problem).toBe('The amount is above the maximum');
    expect(sent).toEqual([]);
  });

  it('counts what the user committed already against the maximum', () => {
    const { actor } = start({ ...OPEN, committed: '4990', available: '9000' });
    actor.send({ type: 'submit', patch: { amount: '20' } });
    expect(problemOf(actor)?.problem).toBe('The amount is above the maximum');
  });

  it("refuses 'Insufficient available balance' before sending, once spot is known", () => {
    const { actor, sent } = start();
    actor.send({ type: 'submit', patch: { amount: '2500' } });
    expect(problemOf(actor)?.problem).toBe('Insufficient available balance');
    expect(sent).toEqual([]);
  });

  it('refuses a project that is not open, marking no field', () => {
    const { actor } = start({ ...OPEN, now: () => NOW + 5000 });
    actor.send({ type: 'submit', patch: { amount: '100' } });
    expect(problemOf(actor)).toEqual({ problem: 'The subscription is not open', fields: [] });
  });

  it('confirms exactly what is sent, then sends it once', () => {
    const { actor, sent } = start();
    actor.send({ type: 'submit', patch: { amount: ' 100 ' } });
    expect(selectToConfirm(actor.getSnapshot())).toEqual({ projectId: 'nova', amount: '100' });
    actor.send({ type: 'confirm' });
    expect(sent).toEqual([{ projectId: 'nova', amount: '100' }]);
  });

  it('keeps the amount across a remount', () => {
    const store = createDraftStore();
    const { actor } = start(NO_SUBSCRIBE_TERMS, store);
    actor.send({ type: 'edit', patch: { amount: '42' } });
    actor.stop();
    expect(keptDraft(store, 'subscribe')).toMatchObject({ draft: { amount: '42' } });
  });
});
