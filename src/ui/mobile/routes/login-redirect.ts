/** The login URL that brings the user back to `from` (path and query) once signed in. */
export function loginRedirectPath(from: string): string {
  return `/login?redirect=${encodeURIComponent(from)}`;
}
