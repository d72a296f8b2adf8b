import type { Invitee } from '../../domain/account/invite';
import type { InviteGateway } from '../../domain/account/invite.port';
import { pathsOf } from './api-paths';
import type { HttpClient } from './http-client';
import { readInteger, readPage, readRecord, readText } from './read-shape';

const paths = pathsOf('invite');

function readInvitee(value: unknown): Invitee {
  const row = readRecord(value);
  return { email: readText(row.email), joinedAt: readInteger(row.joinedAt ?? row.createTime) };
}

/** The invitees list (api-paths.ts `invite`, an assumed path). */
export function createHttpInviteGateway({ client }: { client: HttpClient }): InviteGateway {
  return {
    async invitees(pageNo, pageSize) {
      return readPage(await client.post<unknown>(paths.invitees.path, { pageNo, pageSize }), readInvitee);
    },
  };
}
