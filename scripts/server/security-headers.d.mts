export type Directives = Record<string, string[]>;
export function cspDirectives(apiBase?: string): Directives;
export function policyText(directives: Directives): string;
export function headerDirectives(apiBase?: string): Directives;
export const PERMISSIONS_POLICY: string;
export function securityHeaders(apiBase?: string): Record<string, string>;
