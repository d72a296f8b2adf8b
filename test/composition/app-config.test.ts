import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../src/composition/app-config';

describe('app configuration', () => {
  it('runs in demo mode with the same-origin API and a 12 s timeout when nothing is set', () => {
    expect(readAppConfig({})).toEqual({
      backendMode: 'demo',
      apiBase: '',
      desktopApiBase: '/bb/app',
      timeoutMs: 12_000,
    });
  });

  it('switches to http mode only for VITE_BACKEND=http', () => {
    expect(readAppConfig({ VITE_BACKEND: 'http' }).backendMode).toBe('http');
    expect(readAppConfig({ VITE_BACKEND: 'HTTP' }).backendMode).toBe('demo');
    expect(readAppConfig({ VITE_BACKEND: 'anything' }).backendMode).toBe('demo');
  });

  it('derives the desktop base /bb/app from the API base without doubled slashes', () => {
    const config = readAppConfig({ VITE_API_BASE: 'http://127.0.0.1:4400/' });
    expect(config.apiBase).toBe('http://127.0.0.1:4400');
    expect(config.desktopApiBase).toBe('http://127.0.0.1:4400/bb/app');
  });

  it('takes a positive timeout from VITE_HTTP_TIMEOUT_MS and ignores nonsense', () => {
    expect(readAppConfig({ VITE_HTTP_TIMEOUT_MS: '3000' }).timeoutMs).toBe(3000);
    expect(readAppConfig({ VITE_HTTP_TIMEOUT_MS: '-1' }).timeoutMs).toBe(12_000);
    expect(readAppConfig({ VITE_HTTP_TIMEOUT_MS: 'soon' }).timeoutMs).toBe(12_000);
  });
});
