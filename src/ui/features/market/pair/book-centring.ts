/**
 * Scrolls `body` so the middle row sits in its middle (the best prices in view); false while
 * the body does not scroll yet (the page around it may still be laying out).
 */
function centre(body: HTMLElement, asks: HTMLElement, middle: HTMLElement): boolean {
  if (body.scrollHeight <= body.clientHeight) return false;
  const box = body.getBoundingClientRect();
  // Measured from the asks' end, not the middle row's box: a pinned row's box is where it
  // sticks, not where it sits in the book.
  const middleTop = asks.getBoundingClientRect().bottom;
  body.scrollTop += middleTop - box.top - (box.height - middle.offsetHeight) / 2;
  return true;
}

/** The book's parts as its refs hold them: null before they mount. */
interface BookParts {
  body: HTMLElement | null;
  asks: HTMLElement | null;
  bids: HTMLElement | null;
  middle: HTMLElement | null;
}

/**
 * Opens the book at its middle row once its body first scrolls, and then leaves the scroll to
 * the user. The body and both sides are watched for size changes, which the browser reports
 * after its layout: asking the body whether it scrolls right after a book was written forced
 * a second layout of the book on every write, some 10 ms each on a desktop CPU. Returns what
 * stops the watch.
 */
export function centreOnceScrollable({ body, asks, bids, middle }: BookParts): () => void {
  if (!body || !asks || !bids || !middle || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    if (centre(body, asks, middle)) observer.disconnect();
  });
  for (const part of [body, asks, bids]) observer.observe(part);
  return () => observer.disconnect();
}
