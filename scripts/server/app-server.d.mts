import type { FastifyInstance } from 'fastify';
export interface AppServerOptions {
  root: string;
  apiTarget?: string;
  apiBase?: string;
  logger?: boolean;
  /** How long the proxy waits for the API before answering 504 (10 s: below the app's 12 s). */
  upstreamTimeoutMs?: number;
}
export function createAppServer(options: AppServerOptions): Promise<FastifyInstance>;
export function startAppServer(
  options: AppServerOptions & { port?: number; host?: string },
): Promise<{ app: FastifyInstance; url: string }>;
export function distRoot(outDir?: string): string;
/** 504 when the API behind the proxy timed out, else 502 (the gateway lost the answer). */
export function gatewayStatusOf(error: { statusCode?: number } | undefined): 502 | 504;
