/**
 * The next task of the page's event loop. Start-up runs in several tasks (each stage's code,
 * the container, each first-screen group, the first render) instead of one: between them a
 * phone paints and takes a tap, and none is long enough to block it for long.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
