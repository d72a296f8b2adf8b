import type { ServerResponse } from 'node:http';

/** Lets a dev server on another port call the reference server from the browser. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Access-Token, Accept-Language, X-Fault-Scope',
};

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json' });
  res.end(text);
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  sendText(res, status, JSON.stringify(value));
}
