import type { SnapshotFrom } from 'xstate';
import type { SubscribeFormMachine } from './subscribe-form';
import { shownProject, type SubscriptionScreenMachine } from './subscription-screen.machine';
import type { SubscriptionsScreenMachine } from './subscriptions-screen.machine';

type Screen = SnapshotFrom<SubscriptionScreenMachine>;
type Records = SnapshotFrom<SubscriptionsScreenMachine>;

export const selectSubscribeActor = (snapshot: Screen) => snapshot.context.form;
export const selectProjects = (snapshot: Screen) => snapshot.context.projects;
export const selectShownProject = (snapshot: Screen) => shownProject(snapshot.context);
export const selectProjectsError = (snapshot: Screen) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The form's terms as it holds them (the project, spot USDT, server time). */
export const selectSubscribeTerms = (snapshot: SnapshotFrom<SubscribeFormMachine>) => snapshot.context.terms;

export const selectSubscriptionRecords = (snapshot: Records) => snapshot.context.records;
export const selectSubscriptionsCanAdvance = (snapshot: Records) => snapshot.context.canAdvance;
export const selectSubscriptionsAdvancing = (snapshot: Records) => snapshot.matches('advancing');
export const selectSubscriptionsAdvanceError = (snapshot: Records) => snapshot.context.advanceError;
