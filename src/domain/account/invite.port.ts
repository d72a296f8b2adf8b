import type { Page } from '../paging';
import type { Invitee } from './invite';

/** Output port: the users who registered with the signed-in user's invite code. */
export interface InviteGateway {
  /** Newest first; emails masked by the server. */
  invitees(pageNo: number, pageSize: number): Promise<Page<Invitee>>;
}
