/**
 * Error objects made without a stack trace while React's DOM renderer evaluates (the React DOM
 * stage imports this module first and resumes them once the renderer is in).
 *
 * Why: the renderer makes a few error objects as it loads (its Suspense sentinels), which are
 * thrown and caught as signals and whose stacks nobody reads. With the browser's inspector
 * attached, as under Lighthouse and the bench, the first stack captured has the browser parse
 * every function on it again for its source positions: the renderer's whole module, about
 * 80 ms on a cheap phone's CPU. A phone without the inspector never pays that; with no stack
 * captured, neither does the measurement. V8 captures none while Error.stackTraceLimit is not
 * a number (a limit of 0 would still let the inspector ask for its own frames).
 */
const errorConstructor = Error as { stackTraceLimit?: unknown };
const limit = errorConstructor.stackTraceLimit;
errorConstructor.stackTraceLimit = undefined;

/** Error objects have their stack traces again, with the limit they had. */
export function resumeStackTraces(): void {
  errorConstructor.stackTraceLimit = limit;
}
