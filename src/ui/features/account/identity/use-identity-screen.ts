import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIdentityFormActor } from '../../../../application/account/identity-screen.selectors';
import { selectProfile } from '../../../../application/session/session.selectors';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
  selectFormSucceeded,
  selectRefusedFields,
} from '../../../../application/shared/form.selectors';
import type { IdentityForm } from '../../../../domain/account/identity-form';
import { photoFileProblem, PhotoProblem, type PhotoSide } from '../../../../domain/account/identity-photo';
import { identityStateOf, maySubmitIdentity } from '../../../../domain/account/identity-state';
import { IdentityStatus } from '../../../../domain/user/identity';
import type { KnownTexts } from '../../../shared/failure-text';
import { useNotify } from '../../../shared/notify';
import { useRefusalText } from '../../../shared/refusal-text';
import { useServices } from '../../../shared/services-context';
import { useSessionRef, useSessionSelector } from '../../../shared/session-actor';
import { useEmitted } from '../../../shared/use-emitted';
import { identityMessages, identityProblemMessages } from './identity.messages';
import { reencodePhoto } from './reencode-photo';

const KNOWN = identityProblemMessages as KnownTexts;

/**
 * The identity-verification screen: the status from the profile (read again on arrival, so a
 * review decided meanwhile shows), and while a submission is allowed (not authenticated, or
 * rejected) the form. A chosen photo is checked (type, size), re-encoded without EXIF and
 * put in the draft; the form machine checks and sends.
 */
export function useIdentityScreen() {
  const intl = useIntl();
  const notify = useNotify();
  const problemText = useRefusalText(KNOWN);
  const session = useSessionRef();
  useEffect(() => {
    session.send({ type: 'profile.reload' });
  }, [session]);
  const profile = useSessionSelector(selectProfile);
  const screen = useActorRef(useServices().account.identity);
  const form = useSelector(screen, selectIdentityFormActor);
  // View state: the side whose photo is being prepared, and why a chosen file was refused.
  const [preparing, setPreparing] = useState<PhotoSide | null>(null);
  const [photoIssue, setPhotoIssue] = useState<PhotoProblem | null>(null);
  useEmitted(screen, {
    'identity.submitted': () => notify.success(intl.formatMessage(identityMessages.submitted)),
  });
  const sent = useSelector(form, selectFormSucceeded);
  const refusal = useSelector(form, selectFirstRefusal);
  const failure = useSelector(form, selectFormFailure);
  const state = profile ? identityStateOf(profile) : null;
  // Sent and not yet read back: the profile's next read says reviewing.
  const status = state && sent && maySubmitIdentity(state.status) ? IdentityStatus.reviewing : state?.status;

  const choose = async (side: PhotoSide, file: File) => {
    const problem = photoFileProblem(file);
    setPhotoIssue(problem);
    if (problem) return;
    setPreparing(side);
    try {
      const photo = await reencodePhoto(file);
      form.send({ type: 'edit', patch: { [side]: photo } });
    } catch {
      setPhotoIssue(PhotoProblem.unreadable);
    } finally {
      setPreparing(null);
    }
  };

  return {
    /** null until the session has read the profile. */
    status: status ?? null,
    remark: state?.remark ?? '',
    realName: state?.realName ?? '',
    idCard: state?.idCard ?? '',
    draft: useSelector(form, selectDraft),
    invalid: useSelector(form, selectRefusedFields),
    sending: useSelector(form, selectFormSending),
    preparing,
    problem: problemText(photoIssue ?? refusal ?? failure),
    change: (patch: Partial<Pick<IdentityForm, 'realName' | 'idNumber'>>) =>
      form.send({ type: 'edit', patch }),
    choose: (side: PhotoSide, file: File) => void choose(side, file),
    submit: () => {
      setPhotoIssue(null);
      form.send({ type: 'submit' });
    },
  };
}

export type IdentityScreen = ReturnType<typeof useIdentityScreen>;
