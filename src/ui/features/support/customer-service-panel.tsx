import { useIntl } from 'react-intl';
import type { CustomerServiceInfo } from '../../../application/support/customer-service.machine';
import { chatFrameUrl } from '../../../domain/user/customer-links';
import { ContactLinks } from '../../shared/contact-links';
import { useServices } from '../../shared/services-context';
import { customerServiceMessages as messages } from './customer-service.messages';
import './customer-service.css';

/**
 * The narrowest sandbox a third-party chat page works in (README "Production hosts"):
 * its scripts, its own cookies and storage (same-origin: its own, as the frame is never the
 * app's origin), its forms (a pre-chat form), and links opening in a new tab that stays
 * sandboxed. Not allowed: navigating the app's tab, dialogs (alert, confirm, print),
 * downloads, pointer lock, presentation, escaping the sandbox through a popup.
 */
export const CHAT_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * The modal's body, the same in both form factors: the chat page in a sandboxed iframe
 * (https only, as the CSP allows) and the email, messaging-app and chat-app links. The demo
 * has no live chat: it says so above the links.
 */
export function CustomerServicePanel({
  info,
  loading,
}: {
  info: CustomerServiceInfo | null;
  loading: boolean;
}) {
  const intl = useIntl();
  const demo = useServices().backendMode === 'demo';
  if (loading || !info) {
    return (
      <p className="cs-panel__status" role="status" data-testid="cs-loading">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  }
  // The demo's chat address leads nowhere: say so instead of showing a broken frame.
  const frame = demo ? null : chatFrameUrl(info.chatUrl, window.location.origin);
  return (
    <div className="cs-panel" data-testid="cs-panel">
      {frame ? (
        <iframe
          className="cs-panel__frame"
          src={frame}
          title={intl.formatMessage(messages.chat)}
          sandbox={CHAT_FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          data-testid="cs-frame"
        />
      ) : (
        <p className="cs-panel__status" data-testid="cs-no-chat">
          {intl.formatMessage(demo ? messages.demoChat : messages.noChat)}
        </p>
      )}
      <h3 className="cs-panel__heading">{intl.formatMessage(messages.contact)}</h3>
      <ContactLinks links={info.links} className="cs-panel__links" />
    </div>
  );
}
