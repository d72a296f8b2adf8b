import type { Notice } from '../../domain/notices/notice';
import type { NoticeGateway } from '../../domain/notices/notice.port';
import { pathsOf } from './api-paths';
import type { HttpClient } from './http-client';
import { readFlag, readInteger, readOptionalText, readPage, readRecord, readText } from './read-shape';
import { isRecord } from './response-body';

const paths = pathsOf('notices');

function readNotice(value: unknown): Notice {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    title: readText(row.title),
    content: readOptionalText(row.content),
    createdAt: readInteger(row.createdAt ?? row.createTime),
    read: readFlag(row.read ?? false),
  };
}

/** SPEC section 7: data is the count; some servers send {count}. */
function readCount(data: unknown): number {
  const count = readInteger(isRecord(data) ? data.count : data);
  return count < 0 ? readInteger(undefined) : count;
}

export function createHttpNoticeGateway({ client }: { client: HttpClient }): NoticeGateway {
  return {
    async unreadCount() {
      return readCount(await client.post<unknown>(paths.count.path));
    },
    async page(pageNo, pageSize, kind) {
      const query = kind === undefined ? { pageNo, pageSize } : { pageNo, pageSize, type: kind };
      return readPage(await client.post<unknown>(paths.page.path, query), readNotice);
    },
    async detail(id) {
      return readNotice(await client.post<unknown>(paths.detail.path, { id }));
    },
  };
}
