import { assign, emit, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { add } from '../../domain/precision';
import type { Subscription, SubscriptionProject } from '../../domain/products/subscription';
import { availableOf, type BalanceRow } from '../../domain/wallet/balances';
import { keptDraft, type DraftStore } from '../shared/draft-store';
import { failureOf, type Failure } from '../shared/failure-message';
import { forward, forwardLogic } from '../shared/forward';
import type { SpotAccount } from '../shared/spot-account.machine';
import { watchSpotAccount, type SpotAccountChanged } from '../shared/spot-account.watch';
import { NO_SUBSCRIBE_TERMS, type SubscribeFormMachine, type SubscribeTerms } from './subscribe-form';

export interface SubscriptionScreenDeps {
  form: SubscribeFormMachine;
  spotAccount: SpotAccount;
  drafts: DraftStore;
  /** Server time: a project opens, closes and counts down on it. */
  now: () => number;
}

export interface SubscriptionScreenInput {
  /** The project the page shows (detail, preview); null on the list. */
  projectId: string | null;
  /** A visitor sees the projects; spot and their commitments are read only for a user. */
  signedIn: boolean;
}

/** What one load brings: the projects (public) and the user's commitments (none for a visitor). */
export interface SubscriptionLoad {
  projects: SubscriptionProject[];
  mine: Subscription[];
}

export interface SubscriptionScreenContext extends SubscriptionScreenInput {
  form: ActorRefFrom<SubscribeFormMachine>;
  spotAccount: SpotAccount;
  projects: SubscriptionProject[] | null;
  mine: Subscription[];
  spot: BalanceRow[] | null;
  error: Failure | null;
}

export type SubscriptionScreenEvent =
  | SpotAccountChanged
  | { type: 'projects.reload' }
  | { type: 'subscribe.succeeded'; output: Subscription }
  | { type: 'subscribe.unknown' };

export type SubscriptionScreenEmitted =
  { type: 'subscribed'; subscription: Subscription } | { type: 'subscribe.unknown' };

type Context = SubscriptionScreenContext;

export const shownProject = (context: Pick<Context, 'projects' | 'projectId'>) =>
  context.projects?.find((project) => project.id === context.projectId) ?? null;

/** The form's terms: the project shown, spot USDT, what the user committed to it, server time. */
function termsOf(context: Context, now: () => number): SubscribeTerms {
  const project = shownProject(context);
  const committed = context.mine
    .filter((entry) => entry.projectId === project?.id)
    .reduce((total, entry) => add(total, entry.amount), '0');
  const available = context.signedIn && context.spot !== null ? availableOf(context.spot, 'USDT') : null;
  return { ...NO_SUBSCRIBE_TERMS, project, available, committed, now };
}

/** Money moved (or may have): the projects, the commitments and spot are asked again. */
const AFTER_SUBSCRIBE = { target: '.loading', reenter: true, actions: ['reloadSpot', 'tell'] } as const;

/**
 * The new-coin projects (list, detail, preview) and the subscribe form: loads the projects
 * (public) and the user's commitments, hears spot, and hands the project shown with them to the
 * form as terms. After a commitment, or one whose outcome is unknown, it reloads and emits it.
 */
export function createSubscriptionScreenMachine(deps: SubscriptionScreenDeps) {
  return setup({
    types: {} as {
      context: Context;
      events: SubscriptionScreenEvent;
      emitted: SubscriptionScreenEmitted;
      input: SubscriptionScreenInput;
    },
    actors: {
      form: deps.form,
      forward: forwardLogic,
      watchSpotAccount,
      load: fromPromise<SubscriptionLoad, { signedIn: boolean }>(() => {
        throw new Error('load not provided');
      }),
    },
    actions: {
      reloadSpot: sendTo(({ context }) => context.spotAccount, { type: 'reload' }),
      relayTerms: sendTo(
        ({ context }) => context.form,
        ({ context }) => ({ type: 'terms.update' as const, terms: termsOf(context, deps.now) }),
      ),
      tell: emit(({ event }): SubscriptionScreenEmitted =>
        event.type === 'subscribe.succeeded'
          ? { type: 'subscribed', subscription: event.output }
          : { type: 'subscribe.unknown' },
      ),
    },
  }).createMachine({
    id: 'subscriptionScreen',
    context: ({ spawn, input }) => ({
      ...input,
      form: spawn('form', {
        id: 'form',
        input: { terms: { ...NO_SUBSCRIBE_TERMS, now: deps.now }, ...keptDraft(deps.drafts, 'subscribe') },
      }),
      spotAccount: deps.spotAccount,
      projects: null,
      mine: [],
      spot: null,
      error: null,
    }),
    entry: enqueueActions(({ context, enqueue }) => {
      if (context.signedIn) enqueue.sendTo(context.spotAccount, { type: 'load' });
    }),
    invoke: [
      forward(({ form }: Context) => form, {
        succeeded: 'subscribe.succeeded',
        unknown: 'subscribe.unknown',
      }),
      { src: 'watchSpotAccount', input: ({ context }) => ({ spotAccount: context.spotAccount }) },
    ],
    on: {
      'spot.changed': { actions: [assign({ spot: ({ event }) => event.rows }), 'relayTerms'] },
      'projects.reload': { target: '.loading', reenter: true },
      'subscribe.succeeded': AFTER_SUBSCRIBE,
      'subscribe.unknown': AFTER_SUBSCRIBE,
    },
    initial: 'loading',
    states: {
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'load',
          input: ({ context }) => ({ signedIn: context.signedIn }),
          onDone: {
            target: 'ready',
            actions: [
              assign({
                projects: ({ event }) => event.output.projects,
                mine: ({ event }) => event.output.mine,
              }),
              'relayTerms',
            ],
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error) }) },
        },
      },
      ready: {},
      failed: {},
    },
  });
}

export type SubscriptionScreenMachine = ReturnType<typeof createSubscriptionScreenMachine>;
