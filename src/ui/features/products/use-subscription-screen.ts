import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  selectProjects,
  selectProjectsError,
  selectShownProject,
  selectSubscribeActor,
  selectSubscribeTerms,
} from '../../../application/products/subscription-screen.selectors';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
  selectRefusedFields,
  selectToConfirm,
} from '../../../application/shared/form.selectors';
import { formatCoinAmount } from '../../../domain/precision';
import { projectPhase, type SubscriptionProject } from '../../../domain/products/subscription';
import {
  countdownParts,
  projectCountdown,
  subscribeFigures,
} from '../../../domain/products/subscription-figures';
import { useNotify } from '../../shared/notify';
import { useRefusalText } from '../../shared/refusal-text';
import { useServices } from '../../shared/services-context';
import { useSignedIn } from '../../shared/session-actor';
import { useEmitted } from '../../shared/use-emitted';
import { useServerNow } from '../../shared/use-server-now';
import {
  subscribeProblemMessages,
  subscriptionMessages as m,
  subscriptionTexts as x,
} from './subscription.messages';
import { RECORD_TIME } from '../../shared/record-time';
import { fineAmount, sentAmount } from './product-amounts';

/** Subscriptions are paid and refunded in USDT. */
const PAID_IN = 'USDT';
const usdt = (value: string) => formatCoinAmount(value, PAID_IN);

/**
 * The new-coin projects (list, detail, preview) and the subscribe form of the one shown:
 * statuses and countdowns on server time, and the honest numbers before the user confirms.
 */
export function useSubscriptionScreen(projectId: string | null) {
  const intl = useIntl();
  const notify = useNotify();
  const { products } = useServices();
  const signedIn = useSignedIn();
  const screen = useActorRef(products.subscription.screen, { input: { projectId, signedIn } });
  const form = useSelector(screen, selectSubscribeActor);
  const textOf = useRefusalText(subscribeProblemMessages);
  useEmitted(screen, {
    subscribed: ({ subscription }) =>
      notify.success(
        intl.formatMessage(x.subscribed, {
          amount: sentAmount(subscription.amount, PAID_IN),
          name: subscription.name,
        }),
      ),
    'subscribe.unknown': () => notify.error(intl.formatMessage(m.unknown)),
  });
  const now = useServerNow(1000, true);
  const list = useSelector(screen, selectProjects);
  const error = useSelector(screen, selectProjectsError);
  const project = useSelector(screen, selectShownProject);
  const draft = useSelector(form, selectDraft);
  const terms = useSelector(form, selectSubscribeTerms);
  const refusal = useSelector(form, selectFirstRefusal);
  const failure = useSelector(form, selectFormFailure);
  const date = (at: number) => intl.formatDate(at, RECORD_TIME);
  const rowOf = (entry: SubscriptionProject) => {
    const phase = projectPhase(entry, now);
    const left = projectCountdown(entry, now);
    const time = left === null ? '' : intl.formatMessage(x.remaining, countdownParts(left));
    return {
      project: entry,
      open: phase === 'open',
      status: intl.formatMessage(phase === 'open' ? m.open : m.closed),
      countdown:
        phase === 'upcoming'
          ? intl.formatMessage(x.opensIn, { time })
          : phase === 'open'
            ? intl.formatMessage(x.endsIn, { time })
            : intl.formatMessage(entry.allocatedAt === null ? m.ended : m.allocated),
      // A new coin's price can be under a cent: it keeps the 8-place cut.
      price: `${fineAmount(entry.price, PAID_IN)} ${PAID_IN}`,
      supply: `${formatCoinAmount(entry.totalSupply, entry.coin)} ${entry.coin}`,
      limits: `${usdt(entry.minPerUser)} - ${usdt(entry.maxPerUser)} ${PAID_IN}`,
      committed: `${usdt(entry.committed)} ${PAID_IN}`,
      window: `${date(entry.startsAt)} - ${date(entry.endsAt)}`,
    };
  };
  const figures = project ? subscribeFigures(project, draft.amount) : null;
  return {
    signedIn,
    loading: list === null && error === null,
    error: textOf(error),
    reload: () => screen.send({ type: 'projects.reload' }),
    projects: (list ?? []).map(rowOf),
    /** The project of a detail or preview page; null while loading or when it does not exist. */
    shown: project ? rowOf(project) : null,
    amount: draft.amount,
    available: terms.available === null ? null : usdt(terms.available),
    figures:
      figures === null || project === null
        ? null
        : {
            // What is paid reads exactly as it is sent.
            pay: sentAmount(figures.pay, PAID_IN),
            most: `${formatCoinAmount(figures.mostCoins, project.coin)} ${project.coin}`,
            estimate: figures.oversubscribed
              ? {
                  coins: `${formatCoinAmount(figures.estimateCoins, project.coin)} ${project.coin}`,
                  refund: usdt(figures.estimateRefund),
                }
              : null,
            allocatesAt: date(figures.allocatesAt),
          },
    refused: useSelector(form, selectRefusedFields).has('amount'),
    problem: textOf(refusal ?? failure),
    confirming: useSelector(form, selectToConfirm) !== null,
    sending: useSelector(form, selectFormSending),
    edit: (amount: string) => form.send({ type: 'edit', patch: { amount } }),
    submit: () => form.send({ type: 'submit' }),
    confirm: () => form.send({ type: 'confirm' }),
    back: () => form.send({ type: 'back' }),
  };
}

export type SubscriptionView = ReturnType<typeof useSubscriptionScreen>;
export type ProjectRow = SubscriptionView['projects'][number];
