import type { BackendMode } from '../application/app-services';

export interface AppConfig {
  backendMode: BackendMode;
  /** Origin (or path prefix) of the API; '' means the app's own origin. */
  apiBase: string;
  /** Desktop calls go to `${apiBase}/bb/app` (SPEC section 7). */
  desktopApiBase: string;
  timeoutMs: number;
}

type Env = Record<string, string | boolean | undefined>;

const DEFAULT_TIMEOUT_MS = 12_000;

/** Reads the VITE_ variables; demo mode unless VITE_BACKEND=http. */
export function readAppConfig(env: Env): AppConfig {
  const backendMode: BackendMode = env.VITE_BACKEND === 'http' ? 'http' : 'demo';
  const apiBase = typeof env.VITE_API_BASE === 'string' ? env.VITE_API_BASE.replace(/\/+$/, '') : '';
  const timeout = Number(env.VITE_HTTP_TIMEOUT_MS);
  return {
    backendMode,
    apiBase,
    desktopApiBase: `${apiBase}/bb/app`,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}
