import { fromPromise } from 'xstate';
import { pageQuery } from '../../domain/paging';
import type {
  ProductDaysControl,
  SubscribeRequest,
  SubscriptionGateway,
} from '../../domain/products/products.port';
import type { Subscription } from '../../domain/products/subscription';
import { createPagedListMachine } from '../paging/paged-list.machine';
import type { DraftStore } from '../shared/draft-store';
import { provideForm } from '../shared/form.provide';
import type { SpotAccount } from '../shared/spot-account.machine';
import { createSubscribeForm } from './subscribe-form';
import {
  createSubscriptionScreenMachine,
  type SubscriptionScreenMachine,
} from './subscription-screen.machine';
import {
  createSubscriptionsScreenMachine,
  type SubscriptionsScreenMachine,
} from './subscriptions-screen.machine';

/** Input ports of new-coin subscription. */
export interface SubscriptionServices {
  /** The projects and the subscribe form (start with `{ projectId, signedIn }`). */
  screen: SubscriptionScreenMachine;
  /** My subscriptions and (demo mode) the day control. */
  records: SubscriptionsScreenMachine;
}

export interface SubscriptionServicesDeps {
  subscription: SubscriptionGateway;
  days: ProductDaysControl | null;
  spotAccount: SpotAccount;
  drafts: DraftStore;
  now: () => number;
}

/** How far before the send a commitment found after a lost answer may have been made (clock skew). */
const SENT_SLACK_MS = 60_000;
/** Every commitment a user can hold fits one page: one per project. */
const MINE = { pageNo: 1, pageSize: 100 };

/** A lost answer: the newest commitments show whether it was made (same project and amount, after the send). */
async function findSubscription(
  gateway: SubscriptionGateway,
  check: { request: SubscribeRequest; sentAt: number },
): Promise<Subscription | null> {
  const { list } = await gateway.subscriptions(MINE);
  const { projectId, amount } = check.request;
  const found = list.find(
    (entry) =>
      entry.projectId === projectId &&
      entry.amount === amount &&
      entry.createdAt >= check.sentAt - SENT_SLACK_MS,
  );
  return found ?? null;
}

export function createSubscriptionServices(deps: SubscriptionServicesDeps): SubscriptionServices {
  const { subscription } = deps;
  const screen = createSubscriptionScreenMachine({
    form: provideForm(createSubscribeForm(), {
      send: (request, once) => subscription.subscribe(request, once),
      reconcile: (check) => findSubscription(subscription, check),
    }),
    spotAccount: deps.spotAccount,
    drafts: deps.drafts,
    now: deps.now,
  }).provide({
    actors: {
      load: fromPromise(async ({ input }) => {
        const [projects, mine] = await Promise.all([
          subscription.projects(),
          input.signedIn ? subscription.subscriptions(MINE).then((page) => page.list) : [],
        ]);
        return { projects, mine };
      }),
    },
  });
  const { days } = deps;
  const records = createSubscriptionsScreenMachine({
    records: createPagedListMachine<Subscription>().provide({
      actors: { fetchPage: fromPromise(({ input }) => subscription.subscriptions(pageQuery(input.pageNo))) },
    }),
    spotAccount: deps.spotAccount,
    canAdvance: days !== null,
  }).provide({
    actors: {
      advanceDays: fromPromise(({ input }) =>
        days ? days.advanceDays(input.days) : Promise.reject(new Error('No day control here')),
      ),
    },
  });
  return { screen, records };
}
