import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createPagedListMachine } from '../../../src/application/paging/paged-list.machine';
import { createSubscribeForm } from '../../../src/application/products/subscribe-form';
import {
  createSubscriptionScreenMachine,
  type SubscriptionScreenEmitted,
} from '../../../src/application/products/subscription-screen.machine';
import {
  selectShownProject,
  selectSubscribeActor,
  selectSubscriptionsAdvancing,
} from '../../../src/application/products/subscription-screen.selectors';
import { createSubscriptionsScreenMachine } from '../../../src/application/products/subscriptions-screen.machine';
import { createDraftStore } from '../../../src/application/shared/draft-store';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectFirstRefusal, selectFormTerms } from '../../../src/application/shared/form.selectors';
import { startSpotAccount } from '../../../src/application/shared/spot-account.machine';
import type { Subscription } from '../../../src/domain/products/subscription';
import { NOVA, pendingOf, SUB_NOW } from '../../support/fixtures/subscription-projects';

const NOW = SUB_NOW;
const MINE = pendingOf('4950');

const flush = async () => {
  for (let i = 0; i < 30; i += 1) await Promise.resolve();
};

function spotAccountCounting(reads: { balances: number }) {
  return startSpotAccount({
    gateway: {
      balances: async () => {
        reads.balances += 1;
        return [{ currencyName: 'USDT', availableCurrency: '6000', frozenCurrency: '0' }];
      },
    },
  });
}

function startScreen(signedIn: boolean) {
  const reads = { balances: 0, loads: 0 };
  const sent: unknown[] = [];
  const machine = createSubscriptionScreenMachine({
    form: provideForm(createSubscribeForm(), {
      send: async (request) => {
        sent.push(request);
        return { ...MINE, id: '8', amount: request.amount };
      },
      reconcile: async () => null,
    }),
    spotAccount: spotAccountCounting(reads),
    drafts: createDraftStore(),
    now: () => NOW,
  }).provide({
    actors: {
      load: fromPromise(async ({ input }) => {
        reads.loads += 1;
        return { projects: [NOVA], mine: input.signedIn ? [MINE] : [] };
      }),
    },
  });
  const screen = createActor(machine, { input: { projectId: 'nova', signedIn } }).start();
  const emitted: SubscriptionScreenEmitted[] = [];
  screen.on('*', (event) => emitted.push(event));
  return { screen, reads, sent, emitted };
}

describe('the subscription screen (its glue)', () => {
  it('hands the form the project, spot USDT and what the user committed to it', async () => {
    const { screen } = startScreen(true);
    await flush();
    expect(selectShownProject(screen.getSnapshot())?.id).toBe('nova');
    const form = selectSubscribeActor(screen.getSnapshot());
    expect(selectFormTerms(form.getSnapshot())).toMatchObject({ available: '6000', committed: '4950' });
    // 4950 committed already: 100 more passes the balance but not the per-user maximum.
    form.send({ type: 'submit', patch: { amount: '100' } });
    expect(selectFirstRefusal(form.getSnapshot())).toBe('The amount is above the maximum');
  });

  it('reads no spot for a visitor', async () => {
    const { screen, reads } = startScreen(false);
    await flush();
    expect(reads.balances).toBe(0);
    expect(selectFormTerms(selectSubscribeActor(screen.getSnapshot()).getSnapshot())).toMatchObject({
      available: null,
      committed: '0',
    });
  });

  it('after a commitment, reloads the projects and spot and emits it', async () => {
    const { screen, reads, sent, emitted } = startScreen(true);
    await flush();
    const form = selectSubscribeActor(screen.getSnapshot());
    form.send({ type: 'submit', patch: { amount: '40' } });
    form.send({ type: 'confirm' });
    await flush();
    expect(sent).toEqual([{ projectId: 'nova', amount: '40' }]);
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'subscribed' }));
    expect(reads.loads).toBe(2);
    expect(reads.balances).toBe(2);
  });
});

describe('my subscriptions (its glue)', () => {
  it('advancing a day reloads the records and spot, and says how far it went', async () => {
    const reads = { balances: 0, pages: 0 };
    const machine = createSubscriptionsScreenMachine({
      records: createPagedListMachine<Subscription>().provide({
        actors: {
          fetchPage: fromPromise(async () => {
            reads.pages += 1;
            return { list: [MINE], sum: 1 };
          }),
        },
      }),
      spotAccount: spotAccountCounting(reads),
      canAdvance: true,
    }).provide({ actors: { advanceDays: fromPromise(async () => 4) } });
    const screen = createActor(machine).start();
    const emitted: unknown[] = [];
    screen.on('*', (event) => emitted.push(event));
    await flush();
    screen.send({ type: 'days.advance', days: 1 });
    expect(selectSubscriptionsAdvancing(screen.getSnapshot())).toBe(true);
    await flush();
    expect(emitted).toEqual([{ type: 'days.advanced', total: 4 }]);
    expect(reads.pages).toBe(2);
    expect(reads.balances).toBe(1);
  });
});
