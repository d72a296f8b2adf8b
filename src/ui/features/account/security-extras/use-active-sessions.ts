import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  selectSessionListActor,
  selectSignOutFormActor,
} from '../../../../application/account/sessions-screen.selectors';
import type { SignOutTarget } from '../../../../application/account/sign-out-form';
import {
  selectFormFailure,
  selectFormSending,
  selectToConfirm,
} from '../../../../application/shared/form.selectors';
import {
  selectQueryData,
  selectQueryError,
  selectQueryLoading,
} from '../../../../application/shared/query.selectors';
import { hasOtherSessions } from '../../../../domain/account/active-sessions';
import type { KnownTexts } from '../../../shared/failure-text';
import { useFailureText } from '../../../shared/failure-text';
import { useNotify } from '../../../shared/notify';
import { RECORD_TIME } from '../../../shared/record-time';
import { useServices } from '../../../shared/services-context';
import { useEmitted } from '../../../shared/use-emitted';
import { sessionsMessages as messages, sessionTimesText } from './security-extras.messages';

const KNOWN = messages as KnownTexts;

/** One session as the list shows it. */
export interface SessionRow {
  id: string;
  device: string;
  times: string;
  current: boolean;
}

/**
 * The session list's one actor: the account's sessions (loading, failed with Retry, ready),
 * the current one first; signing others out (all, or one) is confirmed first and reloads the list.
 */
export function useActiveSessions() {
  const intl = useIntl();
  const notify = useNotify();
  const failureText = useFailureText(KNOWN);
  const screen = useActorRef(useServices().account.sessions);
  const list = useSelector(screen, selectSessionListActor);
  const signOut = useSelector(screen, selectSignOutFormActor);
  useEmitted(screen, {
    'sessions.signedOut': () => notify.success(intl.formatMessage(messages.signedOut)),
  });
  const sessions = useSelector(list, selectQueryData);
  const when = (time: number) => intl.formatDate(time, RECORD_TIME);
  const rows: SessionRow[] | null =
    sessions?.map((session) => ({
      id: session.id,
      device: session.device || intl.formatMessage(messages.unknownDevice),
      times: intl.formatMessage(sessionTimesText, {
        opened: when(session.openedAt),
        seen: when(session.lastSeenAt),
      }),
      current: session.current,
    })) ?? null;
  const ask = (target: SignOutTarget) => {
    signOut.send({ type: 'edit', patch: { target } });
    signOut.send({ type: 'submit' });
  };
  return {
    rows,
    loading: useSelector(list, selectQueryLoading),
    /** Why the list could not be read; the rows read before stay. */
    failure: failureText(useSelector(list, selectQueryError)),
    retry: () => screen.send({ type: 'reload' }),
    hasOthers: sessions !== null && hasOtherSessions(sessions),
    /** The sign-out waiting for the user's yes; null when none. */
    toConfirm: useSelector(signOut, selectToConfirm),
    signingOut: useSelector(signOut, selectFormSending),
    signOutFailure: failureText(useSelector(signOut, selectFormFailure)),
    signOutOthers: () => ask({ kind: 'others' }),
    signOutOne: (id: string) => ask({ kind: 'one', id }),
    confirm: () => signOut.send({ type: 'confirm' }),
    cancel: () => signOut.send({ type: 'back' }),
  };
}

export type ActiveSessionsView = ReturnType<typeof useActiveSessions>;
