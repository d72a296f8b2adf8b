import type { ApiBase } from '../adapters/http/api-paths';
import type { BackendMode } from '../application/app-services';

export interface AppConfig {
  backendMode: BackendMode;
  /** Origin (or path prefix) of the API; '' means the app's own origin. */
  apiBase: string;
  /** Every API base by name (api-paths.ts API_BASES says which port uses which). */
  apiBases: Record<ApiBase, string>;
  timeoutMs: number;
  /** Production builds install as an app (a service worker); development and tests do not. */
  installable: boolean;
}

type Env = Record<string, string | boolean | undefined>;

const DEFAULT_TIMEOUT_MS = 12_000;

/** Reads the VITE_ variables; demo mode unless VITE_BACKEND=http. */
export function readAppConfig(env: Env): AppConfig {
  const backendMode: BackendMode = env.VITE_BACKEND === 'http' ? 'http' : 'demo';
  const base = (name: string, fallback: string) =>
    typeof env[name] === 'string' ? env[name].replace(/\/+$/, '') : fallback;
  const apiBase = base('VITE_API_BASE', '');
  const timeout = Number(env.VITE_HTTP_TIMEOUT_MS);
  return {
    backendMode,
    apiBase,
    apiBases: {
      mobile: apiBase,
      contractApp: base('VITE_CONTRACT_APP_BASE', `${apiBase}/contract/app`),
      realContract: base('VITE_REAL_CONTRACT_BASE', apiBase),
      desktop: base('VITE_DESKTOP_API_BASE', `${apiBase}/bb/app`),
    },
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    installable: env.PROD === true,
  };
}
