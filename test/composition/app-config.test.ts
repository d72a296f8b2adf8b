import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../src/composition/app-config';

describe('app configuration', () => {
  it('runs in demo mode with the same-origin API and a 12 s timeout when nothing is set', () => {
    expect(readAppConfig({})).toEqual({
      backendMode: 'demo',
      apiBase: '',
      apiBases: { mobile: '', contractApp: '/contract/app', realContract: '', desktop: '/bb/app' },
      timeoutMs: 12_000,
      installable: false,
    });
  });

  it('installs as an app (a service worker) in production builds only', () => {
    expect(readAppConfig({ PROD: true }).installable).toBe(true);
    expect(readAppConfig({ PROD: false, DEV: true }).installable).toBe(false);
  });

  it('switches to http mode only for VITE_BACKEND=http', () => {
    expect(readAppConfig({ VITE_BACKEND: 'http' }).backendMode).toBe('http');
    expect(readAppConfig({ VITE_BACKEND: 'HTTP' }).backendMode).toBe('demo');
    expect(readAppConfig({ VITE_BACKEND: 'anything' }).backendMode).toBe('demo');
  });

  it('derives the other bases from the API base without doubled slashes', () => {
    const config = readAppConfig({ VITE_API_BASE: 'http://127.0.0.1:4400/' });
    expect(config.apiBases).toEqual({
      mobile: 'http://127.0.0.1:4400',
      contractApp: 'http://127.0.0.1:4400/contract/app',
      realContract: 'http://127.0.0.1:4400',
      desktop: 'http://127.0.0.1:4400/bb/app',
    });
  });

  it('takes each base from its own setting', () => {
    const config = readAppConfig({
      VITE_CONTRACT_APP_BASE: 'https://c.example/app/',
      VITE_REAL_CONTRACT_BASE: 'https://r.example',
      VITE_DESKTOP_API_BASE: 'https://d.example/bb/app',
    });
    expect(config.apiBases).toEqual({
      mobile: '',
      contractApp: 'https://c.example/app',
      realContract: 'https://r.example',
      desktop: 'https://d.example/bb/app',
    });
  });

  it('takes a positive timeout from VITE_HTTP_TIMEOUT_MS and ignores nonsense', () => {
    expect(readAppConfig({ VITE_HTTP_TIMEOUT_MS: '3000' }).timeoutMs).toBe(3000);
    expect(readAppConfig({ VITE_HTTP_TIMEOUT_MS: '-1' }).timeoutMs).toBe(12_000);
    expect(readAppConfig({ VITE_HTTP_TIMEOUT_MS: 'soon' }).timeoutMs).toBe(12_000);
  });
});
