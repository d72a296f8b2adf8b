import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/**
 * Server HTML (a message, a help article) on the page: sanitised with the strict allow-list
 * first. The one place the app sets inner HTML.
 */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    // eslint-disable-next-line no-restricted-syntax -- the HTML is sanitizeHtml's output
    <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
