/**
 * Where the end-to-end servers listen: the demo build, the http build, the reference
 * server the http build's API calls are proxied to, and the same pair again with the
 * server in its SPEC-exact mode (`--spec-shapes`), and once more with a clock the tests move
 * (`--clock-control`). E2E_PORT moves all seven together.
 */
export const DEMO_PORT = Number(process.env.E2E_PORT ?? 4300);
export const HTTP_PORT = DEMO_PORT + 1;
export const SERVER_PORT = DEMO_PORT + 2;
export const REFERENCE_SERVER = `http://127.0.0.1:${SERVER_PORT}`;
export const SPEC_SERVER_PORT = DEMO_PORT + 3;
export const SPEC_HTTP_PORT = DEMO_PORT + 4;
export const SPEC_REFERENCE_SERVER = `http://127.0.0.1:${SPEC_SERVER_PORT}`;
export const CLOCK_SERVER_PORT = DEMO_PORT + 5;
export const CLOCK_HTTP_PORT = DEMO_PORT + 6;
export const CLOCK_REFERENCE_SERVER = `http://127.0.0.1:${CLOCK_SERVER_PORT}`;

/**
 * The reference server's test control (test/support/server/test-control.ts, and the clock of
 * movable-clock.ts): what a chain, a reviewer or a test's clock does. Answers the control's data.
 */
export async function control<T = unknown>(
  server: string,
  action: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${server}/__control/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: number; msg?: string; data?: T };
  if (answer.code !== 1) throw new Error(`control ${action} refused: ${answer.msg ?? response.status}`);
  return answer.data as T;
}

/** The reference server behind a project's app (playwright.config.ts names them so). */
export function referenceServerOf(projectName: string): string {
  if (projectName.includes('-spec-')) return SPEC_REFERENCE_SERVER;
  if (projectName.includes('-clock-')) return CLOCK_REFERENCE_SERVER;
  return REFERENCE_SERVER;
}
