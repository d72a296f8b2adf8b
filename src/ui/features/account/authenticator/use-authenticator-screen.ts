import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  selectAuthenticatorBound,
  selectAuthenticatorFormActor,
  selectAuthenticatorSetupActor,
  selectRecoveryCodes,
} from '../../../../application/account/authenticator-screen.selectors';
import { useNotify } from '../../../shared/notify';
import { useServices } from '../../../shared/services-context';
import { useEmitted } from '../../../shared/use-emitted';
import { authenticatorMessages as messages } from './authenticator.messages';

/**
 * The authenticator screen's one actor, started with whether the profile says bound as it
 * opened: bound starts nothing; otherwise a binding starts, and once confirmed the recovery
 * codes are shown until the user says they are kept (a reload reads bound and never shows them).
 */
export function useAuthenticatorScreen(bound: boolean) {
  const intl = useIntl();
  const notify = useNotify();
  const screen = useActorRef(useServices().account.authenticator, { input: { bound } });
  useEmitted(screen, {
    'authenticator.bound': () => notify.success(intl.formatMessage(messages.boundToast)),
  });
  return {
    setup: useSelector(screen, selectAuthenticatorSetupActor),
    form: useSelector(screen, selectAuthenticatorFormActor),
    codes: useSelector(screen, selectRecoveryCodes),
    bound: useSelector(screen, selectAuthenticatorBound),
    kept: () => screen.send({ type: 'codes.kept' }),
  };
}
