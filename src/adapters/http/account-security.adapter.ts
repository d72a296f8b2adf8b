import type { AccountSecurityGateway } from '../../domain/account/account-security.port';
import type { ActiveSession } from '../../domain/account/active-sessions';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import { readFlag, readInteger, readList, readOptionalText, readRecord, readText } from './read-shape';

const paths = API_PATHS.security;

function readSession(value: unknown): ActiveSession {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    device: readOptionalText(row.device),
    openedAt: readInteger(row.openedAt),
    lastSeenAt: readInteger(row.lastSeenAt ?? row.openedAt),
    current: readFlag(row.current ?? false),
  };
}

/** The anti-phishing phrase and the active sessions (api-paths.ts `security`, assumed paths). */
export function createHttpAccountSecurityGateway({ client }: { client: HttpClient }): AccountSecurityGateway {
  return {
    async setAntiPhishing({ phrase, code }) {
      await client.post<unknown>(paths.setAntiPhishing.path, { phrase, code });
    },
    async sessions() {
      return readList(await client.post<unknown>(paths.sessions.path, {}), readSession);
    },
    async signOutOthers() {
      return readInteger((await client.post<unknown>(paths.signOutOthers.path, {})) ?? 0);
    },
    async signOut(id) {
      await client.post<unknown>(paths.signOutSession.path, { id });
    },
  };
}
