import { fromCallback, type EventObject } from 'xstate';
import type { PageVisibility } from '../../domain/shared/page-visibility.port';

export type VisibilityEvent = { type: 'visibility.hidden' } | { type: 'visibility.visible' };

/**
 * Tells the feed that invokes it when the tab is hidden or back, so it pauses polling and
 * refreshes at once on return (a hidden tab on a phone should cost no data and no battery).
 */
export function fromPageVisibility(visibility: PageVisibility) {
  return fromCallback<EventObject, undefined, VisibilityEvent>(({ sendBack }) => {
    const report = () => sendBack({ type: visibility.hidden() ? 'visibility.hidden' : 'visibility.visible' });
    if (visibility.hidden()) report();
    return visibility.onChange(report);
  });
}

/** The default until the composition root provides the page's visibility. */
export const visibilityNotProvided = fromCallback<EventObject, undefined, VisibilityEvent>(() => {
  throw new Error('visibility not provided');
});
