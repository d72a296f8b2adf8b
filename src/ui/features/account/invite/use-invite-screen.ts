import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { selectScreenList } from '../../../../application/paging/list-screen.selectors';
import { selectProfile } from '../../../../application/session/session.selectors';
import { inviteLink } from '../../../../domain/account/invite';
import type { FormFactor } from '../../../../domain/shared/form-factor';
import { commonMessages } from '../../../shared/common.messages';
import { usePagedList } from '../../../shared/paged/use-paged-list';
import { useQrCode } from '../../../shared/qr-code';
import { useServices } from '../../../shared/services-context';
import { useSessionSelector } from '../../../shared/session-actor';
import { inviteShareText } from './invite.messages';

/** The Web Share API where the browser has it (most phones); elsewhere Share is not offered. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The invite screen: the user's code (from the profile the session holds), the link to the
 * form factor's register screen with it, its QR code, Share where the browser can, and the
 * screen's one actor, the invitees read page by page.
 */
export function useInviteScreen(formFactor: FormFactor) {
  const intl = useIntl();
  const screen = useActorRef(useServices().account.invitees);
  const invitees = usePagedList(useSelector(screen, selectScreenList));
  const code = useSessionSelector(selectProfile)?.inviteCode ?? '';
  const link = inviteLink(window.location.origin, code, formFactor);
  const qr = useQrCode(link === '' ? null : link);
  const text = intl.formatMessage(inviteShareText, {
    app: intl.formatMessage(commonMessages.appName),
    code,
  });
  const share = useCallback(() => {
    // A share the user cancels rejects (AbortError): nothing to tell.
    navigator.share({ title: text, text, url: link }).catch(() => undefined);
  }, [text, link]);
  return { code, link, qr, share: canShare() && link !== '' ? share : null, invitees };
}

export type InviteScreenView = ReturnType<typeof useInviteScreen>;
