/** The page with the mobile home painted in for this request's language cookie, or null. */
export function firstScreenFor(root: string, cookieHeader?: string): string | null;
export function firstScreenPage(locale: string): string;
