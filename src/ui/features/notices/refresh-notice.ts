/**
 * SPEC section 7: the navigation bar's unread count refreshes on a refresh-notice event.
 * Screens that change what is unread (reading a message) dispatch it on the window, so they
 * need no reference to the bell; the bell listens while it is mounted.
 */
export const REFRESH_NOTICE_EVENT = 'refresh-notice';
