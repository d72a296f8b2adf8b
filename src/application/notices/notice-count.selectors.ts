import type { SnapshotFrom } from 'xstate';
import type { NoticeCountMachine } from './notice-count.machine';

export const selectUnreadCount = (snapshot: SnapshotFrom<NoticeCountMachine>) => snapshot.context.count;
