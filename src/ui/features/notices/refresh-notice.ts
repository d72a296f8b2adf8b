/**
 * SPEC section 7: the navigation bar's unread count refreshes on a refresh-notice event.
 * Screens that change what is unread (reading a message) dispatch it on the window, so they
 * need no reference to the bell; the bell listens while it is mounted.
 */
export const REFRESH_NOTICE_EVENT = 'refresh-notice';

/** Tells the bell that a message was read (its count reloads at once). */
export function announceNoticeRead(): void {
  window.dispatchEvent(new Event(REFRESH_NOTICE_EVENT));
}
