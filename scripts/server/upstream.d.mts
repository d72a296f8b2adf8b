import type { FastifyReply } from 'fastify';
export const UPSTREAM_TIMEOUT_MS: number;
export function forwardFor<T>(reply: FastifyReply, forward: () => T): T;
export interface Upstream {
  request(options: object, callback: (error: Error | null, answer?: object) => void): void;
  close(): Promise<void>;
  destroy(): Promise<void>;
}
export function createUpstream(options?: { timeoutMs?: number }): Upstream;
