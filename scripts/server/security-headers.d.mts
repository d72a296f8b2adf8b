export type Directives = Record<string, string[]>;
export const API_BASE_VARIABLES: string[];
export function apiBasesOf(env: Record<string, string | undefined>): string[];
export function cspDirectives(apiBase?: string | string[]): Directives;
export function policyText(directives: Directives): string;
export function headerDirectives(apiBase?: string | string[]): Directives;
export const PERMISSIONS_POLICY: string;
export function securityHeaders(apiBase?: string | string[]): Record<string, string>;
